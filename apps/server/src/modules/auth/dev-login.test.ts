import { eq, like } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { ADMIN_EMAIL, buildTestApp, useTestApp } from '../../../test/app';
import { makeAdmin } from '../../../test/factories';
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

  it('refuses a request that came through a proxy, unless DEV_LOGIN=on, and signs nobody in', async () => {
    const proxied: Array<Record<string, string>> = [
      { 'x-forwarded-for': '198.51.100.7' },
      { forwarded: 'for=198.51.100.7;proto=https' },
      { 'x-forwarded-proto': 'https' },
      { 'x-real-ip': '198.51.100.7' },
    ];
    for (const [i, headers] of proxied.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { email: `proxied${i}@example.com`, name: 'Via Proxy' },
        headers,
        remoteAddress: '127.0.0.1',
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ error: AUTH_MESSAGES.devLoginThroughProxy });
    }
    expect(await t.db.select().from(schema.users).where(like(schema.users.email, 'proxied%'))).toEqual([]);
    const refusals = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.sign_in_refused'));
    expect(refusals.filter((r) => (r.details as { reason?: string }).reason === 'proxy')).toHaveLength(proxied.length);

    const open = await buildTestApp({ DEV_LOGIN: 'on' });
    try {
      const res = await open.app.inject({
        method: 'POST',
        url: '/api/auth/dev-login',
        payload: { email: 'proxied@example.com', name: 'Via Proxy' },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('keeps an admin an admin (the start-up line says so), and is not offered off loopback unless DEV_LOGIN=on', async () => {
    const admin = await makeAdmin(t, { googleSub: 'dev:made-admin@example.com', email: 'made-admin@example.com' });
    const res = await devLogin({ email: 'made-admin@example.com', name: 'Made Admin' }, '10.0.0.9');
    expect(res.json().user).toMatchObject({ id: admin.id, isadmin: true });

    const offLoopback = await buildTestApp({ HOST: '0.0.0.0' });
    try {
      const refused = await offLoopback.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email: 'x@example.com', name: 'X' } });
      expect(refused.statusCode).toBe(404);
    } finally {
      await offLoopback.close();
    }
    expect(describeSignIn(loadConfig({ HOST: '127.0.0.1' }))).toBe(
      "Sign-in: DEVELOPMENT sign-in is ON: anyone who reaches this port directly (requests through a proxy are refused) can sign in as any e-mail, an admin's included. Set GOOGLE_CLIENT_ID before residents use the portal.",
    );
    expect(describeSignIn(loadConfig({ HOST: '0.0.0.0', DEV_LOGIN: 'on' }))).toBe(
      "Sign-in: DEVELOPMENT sign-in is ON: anyone who reaches the portal, through a proxy too (DEV_LOGIN=on) can sign in as any e-mail, an admin's included. Set GOOGLE_CLIENT_ID before residents use the portal.",
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
