import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { makeFlat, setRegistration } from '../../../test/residents-factories';

const t = useTestApp();
const { admin, other } = useUsers(t, { admin: 'admin', other: 'user' });

const call = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const join = (user: TestUser, flatId: number, extra: object = {}) => call('POST', '/api/residents/join', user, { flatId, role: 'owner', ...extra });
const me = async (user: TestUser) => (await call('GET', '/api/residents/me', user)).json();
const auditOf = async (subject: string) => (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.subject, subject))).map((r) => r.action);

afterEach(() => setRegistration(t, admin, 'open'));

describe('joining a flat through the admin’s queue', () => {
  it('a request waits in the queue oldest first with its age; the admin approves it and the resident is verified', async () => {
    const { flat } = await makeFlat(t, { block: 'Tower A', flat: '101' });
    const first = await makeUser(t, { name: 'First Asker' });
    const second = await makeUser(t, { name: 'Second Asker' });
    expect((await call('POST', '/api/residents/join', null, { flatId: flat.id, role: 'owner' })).statusCode).toBe(401);
    const asked = await join(first, flat.id, { role: 'tenant' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'pending', role: 'tenant', via: 'request', block: 'Tower A', flat: '101', reason: null });
    expect((await join(second, flat.id)).statusCode).toBe(201);
    // One open request per person.
    const twice = await join(first, flat.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You already have a join request or a verified flat. Move out first to join another flat.');

    expect((await call('GET', '/api/admin/join-requests', other)).statusCode).toBe(403);
    const queue = (await call('GET', '/api/admin/join-requests', admin)).json();
    expect(queue.total).toBe(2);
    expect(queue.items.map((r: { userName: string }) => r.userName)).toEqual(['First Asker', 'Second Asker']);
    expect(Date.parse(queue.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(queue.items[1].createdAt));

    const id = asked.json().id as number;
    const announced: unknown[] = [];
    t.app.root.events.on('join.approved', (payload) => announced.push(payload));
    expect((await call('POST', `/api/admin/join-requests/${id}/approve`, other)).statusCode).toBe(403);
    const approved = await call('POST', `/api/admin/join-requests/${id}/approve`, admin);
    expect(approved.json()).toMatchObject({ id, status: 'approved' });
    expect(announced).toEqual([{ residencyId: id, userId: first.id }]);
    expect((await call('POST', `/api/admin/join-requests/${id}/approve`, admin)).json().error).toBe('This request has already been decided.');
    expect(await me(first)).toMatchObject({ verified: true, mode: 'open', residency: { status: 'approved', block: 'Tower A' } });
    expect((await call('GET', '/api/admin/join-requests', admin)).json().total).toBe(1);
    expect(await auditOf(`residency:${id}`)).toEqual(['residency.request', 'residency.approve']);
  });

  it('a declined request tells the resident why; the reason is required', async () => {
    const { flat } = await makeFlat(t);
    const asker = await makeUser(t);
    const id = (await join(asker, flat.id)).json().id as number;
    const noReason = await call('POST', `/api/admin/join-requests/${id}/decline`, admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Say why, so the resident knows what to do.');
    const announced: unknown[] = [];
    t.app.root.events.on('join.declined', (payload) => announced.push(payload));
    const declined = await call('POST', `/api/admin/join-requests/${id}/decline`, admin, { reason: 'Flat 101 is registered to another owner.' });
    expect(declined.statusCode).toBe(200);
    expect(announced).toEqual([{ residencyId: id, userId: asker.id }]);
    expect(await me(asker)).toMatchObject({ verified: false, residency: { status: 'declined', reason: 'Flat 101 is registered to another owner.' } });
    // After a decline the resident may ask again.
    expect((await join(asker, flat.id)).statusCode).toBe(201);
  });

  it('moving out ends the verification, by the resident or an admin; the history stays', async () => {
    const { flat } = await makeFlat(t);
    const resident = await makeUser(t);
    const id = (await join(resident, flat.id)).json().id as number;
    await call('POST', `/api/admin/join-requests/${id}/approve`, admin);
    const out = await call('POST', '/api/residents/move-out', resident);
    expect(out.json()).toMatchObject({ verified: false, residency: { id, status: 'moved_out' } });
    expect((await call('POST', '/api/residents/move-out', resident)).json().error).toBe('You have no verified flat to move out of.');

    const again = (await join(resident, flat.id)).json().id as number;
    await call('POST', `/api/admin/join-requests/${again}/approve`, admin);
    expect((await call('POST', `/api/admin/residencies/${again}/move-out`, other)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/residencies/${again}/move-out`, admin)).json()).toMatchObject({ status: 'moved_out' });
    expect((await me(resident)).verified).toBe(false);
    const rows = await t.db.select().from(schema.residencies).where(eq(schema.residencies.userId, resident.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['moved_out', 'moved_out']);
    expect(await auditOf(`residency:${again}`)).toEqual(['residency.request', 'residency.approve', 'residency.move_out']);
  });
});

describe('invite codes', () => {
  it('the block’s code verifies at once; a wrong or rotated code is refused', async () => {
    const { block, flat } = await makeFlat(t);
    const code = (await call('POST', `/api/admin/blocks/${block.id}/invite-code`, admin)).json().inviteCode as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const resident = await makeUser(t);
    const wrong = await join(resident, flat.id, { inviteCode: 'NOTRIGHT' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('This invite code does not match your block. Check it with your admin.');
    const joined = await join(resident, flat.id, { inviteCode: code.toLowerCase() });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'approved', via: 'invite' });
    expect((await me(resident)).verified).toBe(true);

    const rotated = (await call('POST', `/api/admin/blocks/${block.id}/invite-code`, admin)).json().inviteCode as string;
    expect(rotated).not.toBe(code);
    expect((await join(await makeUser(t), flat.id, { inviteCode: code })).statusCode).toBe(400);
  });

  it('invite only: a request without a code is refused, a code still works', async () => {
    await setRegistration(t, admin, 'invite_only');
    const { flat } = await makeFlat(t, { inviteCode: 'GATE2345' });
    const refused = await join(await makeUser(t), flat.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('This society joins by invite code only. Ask your admin for your block’s code.');
    expect((await join(await makeUser(t), flat.id, { inviteCode: 'GATE2345' })).json().status).toBe('approved');
  });
});

describe('the flat limit', () => {
  it('holds when an admin approves past it', async () => {
    await setRegistration(t, admin, 'open', 1);
    const { flat } = await makeFlat(t);
    const a = (await join(await makeUser(t), flat.id)).json().id;
    const b = (await join(await makeUser(t), flat.id)).json().id;
    expect((await call('POST', `/api/admin/join-requests/${a}/approve`, admin)).statusCode).toBe(200);
    const full = await call('POST', `/api/admin/join-requests/${b}/approve`, admin);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('This flat already has the most verified residents the society allows.');
  });

  it('holds when two residents join the last place with the code at the same moment', async () => {
    await setRegistration(t, admin, 'open', 2);
    const { flat } = await makeFlat(t, { inviteCode: 'RACE2345' });
    await join(await makeUser(t), flat.id, { inviteCode: 'RACE2345' });
    const [x, y] = await Promise.all([makeUser(t), makeUser(t)]);
    const answers = await Promise.all([join(x, flat.id, { inviteCode: 'RACE2345' }), join(y, flat.id, { inviteCode: 'RACE2345' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const verified = await t.db
      .select()
      .from(schema.residencies)
      .where(and(eq(schema.residencies.flatId, flat.id), eq(schema.residencies.status, 'approved')));
    expect(verified).toHaveLength(2);
  });
});
