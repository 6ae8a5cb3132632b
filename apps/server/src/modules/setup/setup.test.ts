import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@padosi/shared/setup';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { issueSetupLink } from './setup.service';

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

const claim = (token: string, auth?: { authorization: string }) =>
  t.app.inject({ method: 'POST', url: '/api/setup/claim', payload: { token }, headers: auth ?? {}, remoteAddress: '10.9.0.1' });
const admins = async () => (await t.db.select().from(schema.users).where(eq(schema.users.isAdmin, true))).map((u) => u.id);
const auditOf = async (action: string) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).orderBy(desc(schema.auditLog.id));

beforeEach(async () => {
  await t.db.update(schema.users).set({ isAdmin: false });
  await t.db.delete(schema.setupLinks);
});

describe('the first-admin setup link', () => {
  it('is issued while no admin exists, valid for a day, stored only as a hash, and audited', async () => {
    const now = new Date();
    const link = (await issueSetupLink(t.db, now))!;
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.expiresAt.getTime() - now.getTime()).toBe(24 * 3_600_000);
    const [row] = await t.db.select().from(schema.setupLinks);
    expect(row!.tokenHash).toBe(crypto.createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
    const [issued] = await auditOf('setup.link_issued');
    expect(issued).toMatchObject({ actorId: null, details: { expiresAt: link.expiresAt.toISOString() } });
    expect(JSON.stringify(issued)).not.toContain(link.token);
  });

  it('makes whoever opens it signed in the admin, once: a second use is refused', async () => {
    const { token } = (await issueSetupLink(t.db))!;
    const first = await makeUser(t);
    const res = await claim(token, first.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: first.id, isadmin: true });
    expect(await admins()).toEqual([first.id]);
    // The same session is an admin from its next request.
    expect((await t.app.inject({ url: '/api/feedback', headers: first.auth })).statusCode).toBe(200);
    const [used] = await auditOf('setup.first_admin');
    expect(used).toMatchObject({ actorId: first.id, subject: `user:${first.id}`, ip: '10.9.0.1' });
    expect(await t.db.select().from(schema.setupLinks)).toEqual([]);

    const second = await makeUser(t);
    const again = await claim(token, second.auth);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: SETUP_MESSAGES.invalid });
    expect(await admins()).toEqual([first.id]);
    const [refused] = await auditOf('setup.link_refused');
    expect(refused).toMatchObject({ actorId: second.id, details: { reason: 'invalid' } });
  });

  it('is refused after a day', async () => {
    const { token } = (await issueSetupLink(t.db, new Date(Date.now() - 24 * 3_600_000 - 1000)))!;
    const user = await makeUser(t);
    const res = await claim(token, user.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: SETUP_MESSAGES.expired });
    expect(await admins()).toEqual([]);
  });

  it('is voided by the next start: exactly one link is valid at a time', async () => {
    const old = (await issueSetupLink(t.db))!;
    const fresh = (await issueSetupLink(t.db))!;
    expect(await t.db.select().from(schema.setupLinks)).toHaveLength(1);
    const user = await makeUser(t);
    expect((await claim(old.token, user.auth)).json()).toEqual({ error: SETUP_MESSAGES.invalid });
    expect((await claim(fresh.token, user.auth)).statusCode).toBe(200);
  });

  it('two people opening it at once: one becomes the admin, the other is refused', async () => {
    const { token } = (await issueSetupLink(t.db))!;
    const [a, b] = [await makeUser(t), await makeUser(t)];
    const results = await Promise.all([claim(token, a.auth), claim(token, b.auth)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(await admins()).toHaveLength(1);
  });

  it('is refused, and removed, once an admin exists some other way; none is issued then', async () => {
    const { token } = (await issueSetupLink(t.db))!;
    const granted = await makeUser(t, { isAdmin: true });
    const user = await makeUser(t);
    const res = await claim(token, user.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SETUP_MESSAGES.adminExists });
    expect(await admins()).toEqual([granted.id]);
    expect(await t.db.select().from(schema.setupLinks)).toEqual([]);
    expect(await issueSetupLink(t.db)).toBeNull();
  });

  it('asks a signed-out visitor to sign in, and refuses a token of the wrong shape with 400', async () => {
    const { token } = (await issueSetupLink(t.db))!;
    expect((await claim(token)).statusCode).toBe(401);
    const user = await makeUser(t);
    const bad = await claim('x'.repeat(200), user.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(SETUP_MESSAGES.invalid);
    expect((await claim(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, user.auth)).statusCode).toBe(403);
    expect(await admins()).toEqual([]);
  });

  it('compares the token in constant time (a hash of fixed length, crypto.timingSafeEqual)', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, 'setup.service.ts'), 'utf8');
    expect(source).toContain('crypto.timingSafeEqual(digest(token), Buffer.from(link.tokenHash');
    expect(source).not.toMatch(/tokenHash\s*[!=]==/);
  });
});
