import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { MAX_SESSIONS_PER_USER } from '../../db/sessions';
import { useTestApp } from '../../../test/app';

// Finding 7: sessions had no idle timeout, no purge of expired rows, no cap per user and no "sign out everywhere".
const t = useTestApp({ SESSION_IDLE_HOURS: '2' });

let ip = 0;
const devLogin = async (email: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email, name: 'S' }, remoteAddress: `10.1.0.${++ip}` });
  return res.json() as { token: string; user: { id: number } };
};
const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const sessionsOf = (userId: number) => t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));

describe('sessions', () => {
  it('end after SESSION_IDLE_HOURS without use, and use keeps them alive', async () => {
    const { token, user } = await devLogin('idle@example.com');
    await t.db
      .update(schema.sessions)
      .set({ lastUsedAt: new Date(Date.now() - 90 * 60_000) })
      .where(eq(schema.sessions.userId, user.id));
    expect((await me(token)).statusCode).toBe(200);
    const [row] = await sessionsOf(user.id);
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
    await t.db
      .update(schema.sessions)
      .set({ lastUsedAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(schema.sessions.userId, user.id));
    const idle = await me(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ error: 'Invalid token.' });
  });

  it(`are capped at ${MAX_SESSIONS_PER_USER} per user: a new sign-in ends the oldest`, async () => {
    const tokens: string[] = [];
    let userId = 0;
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 2; i++) {
      const s = await devLogin('many@example.com');
      tokens.push(s.token);
      userId = s.user.id;
    }
    expect(await sessionsOf(userId)).toHaveLength(MAX_SESSIONS_PER_USER);
    expect((await me(tokens[0]!)).statusCode).toBe(401);
    expect((await me(tokens.at(-1)!)).statusCode).toBe(200);
  });

  it('expired rows are purged by the hourly sessions-purge job; live ones stay', async () => {
    const { user } = await devLogin('expired@example.com');
    const live = await devLogin('still-here@example.com');
    await t.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, user.id));
    await t.deps.jobs.send('sessions-purge', {});
    await t.deps.jobs.drain();
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(await sessionsOf(live.user.id)).toHaveLength(1);
  });

  it('POST /api/auth/logout-all signs the user out on every device and records it', async () => {
    const a = await devLogin('everywhere@example.com');
    const b = await devLogin('everywhere@example.com');
    const other = await devLogin('bystander@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: { authorization: `Bearer ${a.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, ended: 2 });
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
    const logged = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.sign_out_everywhere'));
    expect(logged.map((r) => r.actorId)).toContain(a.user.id);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });
});
