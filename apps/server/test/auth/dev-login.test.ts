import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/platform/db';
import { buildTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ AUTH_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

const devLogin = (payload: unknown, ip = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: payload as object, remoteAddress: ip });

describe('POST /api/auth/dev-login', () => {
  it('signs in by e-mail and name and returns {user, token}', async () => {
    const res = await devLogin({ email: 'Neha@Example.com', name: 'Neha', user_id: 999 });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'neha@example.com', name: 'Neha', isadmin: false });
    const again = await devLogin({ email: 'neha@example.com', name: 'Someone Else' });
    expect(again.json().user.id).toBe(res.json().user.id);
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
    await t.db.update(schema.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.sessions.userId, user.id));
    const res = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('without a token asks the caller to sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please sign in to continue.' });
  });
});
