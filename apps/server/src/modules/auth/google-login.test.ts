import { count, eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../../test/app';
import { startJwksServer, TEST_CLIENT_ID } from '../../../test/google-jwks';

let t: TestApp;
let jwks: Awaited<ReturnType<typeof startJwksServer>>;

beforeAll(async () => {
  jwks = await startJwksServer();
  t = await buildTestApp({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: jwks.url });
});
afterAll(async () => {
  await t.close();
  await jwks.close();
});

const userCount = async () => (await t.db.select({ n: count() }).from(schema.users))[0]!.n;
/** `null`: no age tick sent at all. */
const login = (credential: string, ageConfirmed: boolean | null = true) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google', payload: ageConfirmed === null ? { credential } : { credential, age_confirmed: ageConfirmed } });

describe('POST /api/auth/google', () => {
  it('verifies a signed ID token, creates the account keyed by sub and returns {user, token}', async () => {
    const credential = await jwks.sign({
      sub: 'google-sub-1',
      email: 'asha@example.com',
      name: 'Asha Verma',
      picture: 'https://lh3.googleusercontent.com/a/x',
    });
    const res = await login(credential);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'Asha Verma', email: 'asha@example.com', isadmin: false, phone_number: null });
    expect(body.user.user_id).toBe(body.user.id);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.googleSub, 'google-sub-1'));
    expect(row!.profilePicture).toBe('https://lh3.googleusercontent.com/a/x');

    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.email).toBe('asha@example.com');
    const [session] = await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, body.user.id));
    expect(session!.tokenHash).not.toContain(body.token);
  });

  it('a new account needs the "at least 13" tick (400, no account made); the account records it, and a later sign-in needs none', async () => {
    const credential = await jwks.sign({ sub: 'google-sub-age', email: 'teen@example.com', name: 'T' });
    const before = await userCount();
    const refused = await login(credential, null);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Please confirm that you are at least 13 years old.',
      details: { age_confirmed: 'Please confirm that you are at least 13 years old.' },
    });
    expect(await userCount()).toBe(before);
    const made = await login(credential, true);
    expect(made.json().user.age_confirmed).toBe(true);
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.googleSub, 'google-sub-age'));
    expect(row!.ageConfirmedAt).toBeInstanceOf(Date);
    expect((await login(await jwks.sign({ sub: 'google-sub-age', email: 'teen@example.com', name: 'T' }), null)).statusCode).toBe(200);
  });

  it('signs the same Google account into the same user even after its e-mail changes', async () => {
    const first = (await login(await jwks.sign({ sub: 'google-sub-2', email: 'old@example.com', name: 'R' }))).json();
    const second = (await login(await jwks.sign({ sub: 'google-sub-2', email: 'new@example.com', name: 'R' }))).json();
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.email).toBe('new@example.com');
  });

  it('grants admin to ADMIN_EMAILS on sign-in and records sign-ins in the audit log', async () => {
    const res = await login(await jwks.sign({ sub: 'google-admin', email: ADMIN_EMAIL.toUpperCase(), name: 'Admin' }));
    expect(res.json().user.isadmin).toBe(true);
    const entries = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.sign_in'));
    expect(entries.length).toBeGreaterThan(0);
  });

  const refused: Array<[string, () => Promise<string>]> = [
    ['forged with another key', async () => jwks.sign({ sub: 'x1', email: 'x1@example.com' }, { key: (await generateKeyPair('RS256')).privateKey })],
    ['expired', async () => jwks.sign({ sub: 'x2', email: 'x2@example.com' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['for another audience', async () => jwks.sign({ sub: 'x3', email: 'x3@example.com', aud: 'someone-else' })],
    ['from another issuer', async () => jwks.sign({ sub: 'x4', email: 'x4@example.com', iss: 'https://evil.example.com' })],
    ['with an unverified e-mail', async () => jwks.sign({ sub: 'x5', email: 'x5@example.com', email_verified: false })],
    ['that is not a JWT at all', async () => 'this-is-not-a-jwt-but-long-enough'],
  ];
  for (const [name, make] of refused) {
    it(`refuses a token ${name} with 401 and creates no user`, async () => {
      const before = await userCount();
      const res = await login(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Google sign-in could not be verified. Please try again.');
      expect(await userCount()).toBe(before);
      const failures = await t.db.select({ n: count() }).from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.sign_in_failed'));
      expect(failures[0]!.n).toBeGreaterThan(0);
    });
  }

  it('refuses a disabled account', async () => {
    const credential = await jwks.sign({ sub: 'google-disabled', email: 'd@example.com', name: 'D' });
    await login(credential);
    await t.db.update(schema.users).set({ isDisabled: true }).where(eq(schema.users.googleSub, 'google-disabled'));
    const res = await login(credential);
    expect(res.statusCode).toBe(403);
  });

  it('offers no development sign-in when Google is configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email: 'a@b.co', name: 'A' } });
    expect(res.statusCode).toBe(404);
  });
});
