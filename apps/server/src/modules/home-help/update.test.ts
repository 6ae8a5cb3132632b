import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { inDays, insertRequest, makeCategory, makeProvider, requestBody } from '../../../test/home-help-factories';

let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let maid: { id: number };
let plumber: { id: number };
const t = useTestApp();
beforeAll(async () => {
  owner = await makeUser(t, { name: 'Owner' });
  stranger = await makeUser(t);
  admin = await makeAdmin(t, { name: 'Admin Anita' });
  const home = await makeCategory(t, 'Home Services');
  maid = await makeProvider(t, home, await makeCategory(t, 'Maid', home.id, true, 'maid'), { name: 'Lakshmi', rating: 4.5 });
  const repairs = await makeCategory(t, 'Repairs');
  plumber = await makeProvider(t, repairs, await makeCategory(t, 'Plumber', repairs.id));
});

const put = (id: number, payload: object, user: TestUser | null) =>
  t.app.inject({ method: 'PUT', url: `/api/home-help/${id}`, payload, headers: user?.auth ?? {} });
const stored = async (id: number) => (await t.db.select().from(schema.homeHelpRequests).where(eq(schema.homeHelpRequests.id, id)))[0]!;
const historyOf = (id: number) => t.db.select().from(schema.homeHelpStatusHistory).where(eq(schema.homeHelpStatusHistory.requestId, id));

describe('PUT /api/home-help/{id} by the requester', () => {
  it('edits their own Pending request and is told so', async () => {
    const row = await insertRequest(t, owner.id);
    const res = await put(row.id, { ...requestBody({ service_type: 'Both', description: 'Veg cooking too' }), user_id: stranger.id }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Request updated successfully!');
    expect(await stored(row.id)).toMatchObject({ serviceType: 'Both', description: 'Veg cooking too', userId: owner.id, status: 'Pending' });
  });

  it('cannot change the status: 403, row and history unchanged', async () => {
    const row = await insertRequest(t, owner.id);
    const res = await put(row.id, { status: 'Completed' }, owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Only admins can change the status or the provider.');
    expect(await stored(row.id)).toMatchObject({ status: 'Pending', updatedAt: row.updatedAt });
    expect(await historyOf(row.id)).toHaveLength(0);
  });

  it('cannot assign a provider, even together with allowed edits: 403 and nothing changes', async () => {
    const row = await insertRequest(t, owner.id, { description: 'Before' });
    const res = await put(row.id, { ...requestBody({ description: 'After' }), provider_id: maid.id }, owner);
    expect(res.statusCode).toBe(403);
    expect(await stored(row.id)).toMatchObject({ providerId: null, description: 'Before' });
  });

  it('may send the status and provider back unchanged, as the edit form does', async () => {
    const row = await insertRequest(t, owner.id);
    expect((await put(row.id, { ...requestBody(), status: 'Pending', provider_id: null }, owner)).statusCode).toBe(200);
  });

  it('cannot edit once the request is no longer Pending (409, unchanged)', async () => {
    const row = await insertRequest(t, owner.id, { status: 'In Progress', description: 'Before' });
    const res = await put(row.id, requestBody({ description: 'After' }), owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only a pending request can be changed. Please contact the admin team.');
    expect((await stored(row.id)).description).toBe('Before');
  });

  it('someone else gets 403 and the request stays; a visitor gets 401', async () => {
    const row = await insertRequest(t, owner.id, { description: 'Before' });
    expect((await put(row.id, requestBody({ description: 'Stranger' }), stranger)).statusCode).toBe(403);
    expect((await put(row.id, requestBody({ description: 'Anon' }), null)).statusCode).toBe(401);
    expect((await stored(row.id)).description).toBe('Before');
  });

  it('checks each field as create does, and a date cannot move into the past', async () => {
    const row = await insertRequest(t, owner.id);
    const bad = await put(row.id, { phone_number: '5555555555' }, owner);
    expect(bad.json()).toMatchObject({ error: 'Enter a valid 10-digit phone number.' });
    const past = await put(row.id, { request_date: inDays(-1) }, owner);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: 'Date cannot be in the past.', details: { request_date: 'Date cannot be in the past.' } });
    expect((await stored(row.id)).requestDate).toBe(row.requestDate);
  });

  it('404 for an unknown request', async () => {
    expect((await put(999999, { description: 'x' }, owner)).statusCode).toBe(404);
  });
});

describe('PUT /api/home-help/{id} by an admin', () => {
  it('assigns a provider and moves the status, recorded in the history and the audit log', async () => {
    const row = await insertRequest(t, owner.id, { requestDate: inDays(-10) });
    const res = await put(row.id, { provider_id: maid.id, status: 'In Progress' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'In Progress', provider_id: maid.id, provider_name: 'Lakshmi', provider_rating: 4.5 });
    expect(await stored(row.id)).toMatchObject({ status: 'In Progress', providerId: maid.id, userId: owner.id, requestDate: inDays(-10) });
    expect(await historyOf(row.id)).toEqual([expect.objectContaining({ status: 'In Progress', changedBy: admin.id })]);
    const log = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'home_help.update'), eq(schema.auditLog.subject, `home_help:${row.id}`)));
    expect(log).toHaveLength(1);
  });

  it('changes only what it is sent: a status-only update keeps every other field', async () => {
    const row = await insertRequest(t, owner.id, { description: 'Veg only, no onion', address: 'C-11, Lake View', requestTime: '07:00' });
    expect((await put(row.id, { status: 'In Progress' }, admin)).statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({
      description: 'Veg only, no onion',
      address: 'C-11, Lake View',
      requestTime: '07:00',
      serviceType: 'Cook',
      phoneNumber: row.phoneNumber,
    });
  });

  it('may move a request in any order and unassign the provider', async () => {
    const row = await insertRequest(t, owner.id, { status: 'Completed', providerId: maid.id });
    expect((await put(row.id, { status: 'Pending', provider_id: null }, admin)).statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ status: 'Pending', providerId: null });
  });

  it('sending the same status adds no history entry', async () => {
    const row = await insertRequest(t, owner.id, { status: 'Cancelled' });
    await put(row.id, { status: 'Cancelled', description: 'Note' }, admin);
    expect(await historyOf(row.id)).toHaveLength(0);
  });

  it('cannot assign a provider who is not a maid or cook, or does not exist (400, unchanged)', async () => {
    const row = await insertRequest(t, owner.id);
    for (const provider_id of [plumber.id, 999999]) {
      const res = await put(row.id, { provider_id, status: 'In Progress' }, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please select a maid or cook provider from the list.');
    }
    expect(await stored(row.id)).toMatchObject({ providerId: null, status: 'Pending' });
  });

  it('refuses an unknown status', async () => {
    const row = await insertRequest(t, owner.id);
    expect((await put(row.id, { status: 'Done' }, admin)).statusCode).toBe(400);
  });
});

describe('GET /api/home-help/details/{id}', () => {
  it('shows the requester their request with its status history and who changed it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/home-help/create', payload: requestBody(), headers: owner.auth });
    const id = created.json().request.id;
    await put(id, { status: 'In Progress', provider_id: maid.id }, admin);
    await put(id, { status: 'Completed' }, admin);
    const res = await t.app.inject({ url: `/api/home-help/details/${id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'Completed', provider_name: 'Lakshmi' });
    expect(res.json().history.map((h: { status: string; changed_by_name: string }) => [h.status, h.changed_by_name])).toEqual([
      ['Pending', 'Owner'],
      ['In Progress', 'Admin Anita'],
      ['Completed', 'Admin Anita'],
    ]);
    expect(res.body).not.toContain('@');
  });
  it('admins may open any request; others get 403; unknown is 404', async () => {
    const row = await insertRequest(t, owner.id);
    expect((await t.app.inject({ url: `/api/home-help/details/${row.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/home-help/details/${row.id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/home-help/details/${row.id}` })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: '/api/home-help/details/999999', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('The request was not found.');
  });
});

describe('DELETE /api/home-help/{id}', () => {
  const del = (id: number, user: TestUser) => t.app.inject({ method: 'DELETE', url: `/api/home-help/${id}`, headers: user.auth });
  const exists = async (id: number) => (await t.db.$count(schema.homeHelpRequests, eq(schema.homeHelpRequests.id, id))) === 1;

  it('the requester deletes their Pending request', async () => {
    const row = await insertRequest(t, owner.id);
    const res = await del(row.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Request deleted successfully!');
    expect(await exists(row.id)).toBe(false);
  });
  it('but not one already in progress (409), and strangers get 403; the rows stay', async () => {
    const busy = await insertRequest(t, owner.id, { status: 'In Progress' });
    expect((await del(busy.id, owner)).statusCode).toBe(409);
    const pending = await insertRequest(t, owner.id);
    expect((await del(pending.id, stranger)).statusCode).toBe(403);
    expect(await exists(busy.id)).toBe(true);
    expect(await exists(pending.id)).toBe(true);
  });
  it('an admin deletes any request', async () => {
    const row = await insertRequest(t, owner.id, { status: 'Completed' });
    expect((await del(row.id, admin)).statusCode).toBe(200);
    expect(await exists(row.id)).toBe(false);
  });
});
