import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { type TestUser, useUsers } from '../../../test/factories';
import { type FieldRule, itRefusesEachField, overMax } from '../../../test/field-rules';
import { inDays, makeCategory, makeProvider, requestBody } from '../../../test/home-help-factories';

let maidProvider: { id: number };
let plumber: { id: number };
const t = useTestApp();
const { me, admin } = useUsers(t, { me: 'user', admin: 'admin' });
beforeAll(async () => {
  const home = await makeCategory(t, 'Home Services');
  maidProvider = await makeProvider(t, home, await makeCategory(t, 'Maid', home.id, true, 'maid'), { name: 'Lakshmi', rating: 4.6 });
  const repairs = await makeCategory(t, 'Repairs');
  plumber = await makeProvider(t, repairs, await makeCategory(t, 'Plumber', repairs.id), { name: 'Raju' });
});

const create = (payload: object, user: TestUser | null = me) =>
  t.app.inject({ method: 'POST', url: '/api/home-help/create', payload, headers: user?.auth ?? {} });
const count = () => t.db.$count(schema.homeHelpRequests);
const stored = async (id: number) => (await t.db.select().from(schema.homeHelpRequests).where(eq(schema.homeHelpRequests.id, id)))[0];
const historyOf = (id: number) => t.db.select().from(schema.homeHelpStatusHistory).where(eq(schema.homeHelpStatusHistory.requestId, id));

describe('POST /api/home-help/create', () => {
  it('stores a Pending request for the signed-in user, with its first history entry', async () => {
    const res = await create({ ...requestBody(), user_id: admin.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Request submitted successfully!');
    const { request } = res.json();
    expect(request).toMatchObject({ user_id: me.id, status: 'Pending', service_type: 'Maid', provider_id: null, provider_name: null });
    expect(await stored(request.id)).toMatchObject({ userId: me.id, status: 'Pending', requestDate: inDays(1), requestTime: '09:30', providerId: null });
    expect(await historyOf(request.id)).toEqual([expect.objectContaining({ status: 'Pending', changedBy: me.id })]);
  });

  it('needs a bearer token', async () => {
    const before = await count();
    const res = await create(requestBody(), null);
    expect(res.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('accepts today, an empty description and the limits exactly (250, 500)', async () => {
    const res = await create(requestBody({ request_date: inDays(0), description: undefined, address: 'a'.repeat(250) }));
    expect(res.statusCode).toBe(201);
    expect((await create(requestBody({ description: 'd'.repeat(500) }))).statusCode).toBe(201);
  });

  const cases: FieldRule[] = [
    ['service type missing', { service_type: undefined }, 'service_type', 'Please select a service type.'],
    ['service type unknown', { service_type: 'Gardener' }, 'service_type', 'Please select a service type.'],
    ['date missing', { request_date: '' }, 'request_date', 'Date is required.'],
    ['date yesterday', { request_date: inDays(-1) }, 'request_date', 'Date cannot be in the past.'],
    ['time missing', { request_time: '' }, 'request_time', 'Time is required.'],
    ['time over 15 characters', { request_time: '09:30 in the morning' }, 'request_time', 'Maximum 15 characters allowed.'],
    ['time not a time', { request_time: 'soon' }, 'request_time', 'Time is required.'],
    ['phone missing', { phone_number: '' }, 'phone_number', 'Phone number is required.'],
    ['phone starting with 1', { phone_number: '1234567890' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['phone of 9 digits', { phone_number: '987654321' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['address missing', { address: '  ' }, 'address', 'Address is required.'],
    overMax('address over 250', 'address', 250, 'a'),
    overMax('description over 500', 'description', 500, 'd'),
  ];
  itRefusesEachField(
    cases,
    (name, message) => `400 when ${name}: ${message}`,
    (change) => create(requestBody(change)),
    count,
  );
});

describe('POST /api/home-help/create: status and provider are for admins', () => {
  it('a resident sending a status other than Pending gets 403 and nothing is stored', async () => {
    const before = await count();
    const res = await create(requestBody({ status: 'Completed' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Only admins can change the status or the provider.');
    expect(await count()).toBe(before);
  });

  it('a resident choosing a provider gets 403 and nothing is stored', async () => {
    const before = await count();
    expect((await create(requestBody({ provider_id: maidProvider.id }))).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('a resident may send the defaults (Pending, no provider) as a form does', async () => {
    expect((await create(requestBody({ status: 'Pending', provider_id: null }))).statusCode).toBe(201);
  });

  it('an admin may create a request already assigned and in progress', async () => {
    const res = await create(requestBody({ status: 'In Progress', provider_id: maidProvider.id }), admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toMatchObject({ status: 'In Progress', provider_id: maidProvider.id, provider_name: 'Lakshmi', provider_rating: 4.6 });
    expect(await historyOf(res.json().request.id)).toEqual([expect.objectContaining({ status: 'In Progress', changedBy: admin.id })]);
  });

  it('an admin cannot assign a provider who is not a maid or cook', async () => {
    const before = await count();
    const res = await create(requestBody({ provider_id: plumber.id }), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please select a maid or cook provider from the list.');
    expect(await count()).toBe(before);
  });
});
