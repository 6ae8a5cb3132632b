import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../platform/db';
import { ADMIN_EMAIL, buildTestApp, useTestApp } from '../../../test/app';
import { describeSignIn } from './auth.service';
import { loadConfig } from '../../config';

const t = useTestApp({ AUTH_RATE_LIMIT: '5' });

const devLogin = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: payload as object, remoteAddress: ip });

describe('POST /api/auth/dev-login', () => {
  it('signs in by e-mail and name and returns {user, token}', async () => {
    const res = await devLogin({ email: 'Neha@Example.com', name: 'Neha', user_id: 999 });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'neha@example.com', name: 'Neha', isadmin: false });
    const again = await devLogin({ email: 'neha@example.com', name: 'Someone Else' });
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('two first sign-ins of one e-mail at once both succeed, into one account', async () => {
    const both = await Promise.all([
      devLogin({ email: 'twice@example.com', name: 'Twice' }, '10.0.0.7'),
      devLogin({ email: 'twice@example.com', name: 'Twice' }, '10.0.0.8'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().user.id).toBe(both[1]!.json().user.id);
  });

  it('never makes an ADMIN_EMAILS address an admin: a development sign-in proves no identity (finding 5)', async () => {
    const res = await devLogin({ email: ADMIN_EMAIL.toUpperCase(), name: 'Pretender' }, '10.0.0.6');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.isadmin).toBe(false);
    const feedback = await t.app.inject({ url: '/api/feedback', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(feedback.statusCode).toBe(403);
  });

  it('is not offered off loopback unless DEV_LOGIN=on, and the start-up line says when it is', async () => {
    const open = await buildTestApp({ HOST: '0.0.0.0' });
    try {
      const res = await open.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email: 'x@example.com', name: 'X' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await open.close();
    }
    expect(describeSignIn(loadConfig({ HOST: '127.0.0.1' }))).toBe(
      'Sign-in: DEVELOPMENT sign-in is ON (anyone reaching this server can sign in as any e-mail; it never grants admin).',
    );
    expect(describeSignIn(loadConfig({ HOST: '0.0.0.0' }))).toBe('Sign-in: none configured (set GOOGLE_CLIENT_ID; development sign-in is off).');
    expect(describeSignIn(loadConfig({ HOST: '0.0.0.0', GOOGLE_CLIENT_ID: 'abc' }))).toBe('Sign-in: Google.');
  });

  it('validates its body', async () => {
    const res = await devLogin({ email: 'not-an-email', name: '' }, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ email: 'Enter a valid email address.', name: 'Name is required.' });
  });

  it('is rate limited per address with 429 and Retry-After', async () => {
    let last;
    for (let i = 0; i < 6; i++) last = await devLogin({ email: `r${i}@example.com`, name: 'R' }, '10.0.0.3');
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().error).toMatch(/^Too many requests/);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session at once', async () => {
    const { token, user } = (await devLogin({ email: 'bye@example.com', name: 'Bye' }, '10.0.0.4')).json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Invalid token.' });
    expect(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, user.id))).toHaveLength(0);
  });

  it('an expired session is refused', async () => {
    const { token, user } = (await devLogin({ email: 'old@example.com', name: 'Old' }, '10.0.0.5')).json();
    await t.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, user.id));
    const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('without a token asks the caller to sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in to continue.' });
  });
});
