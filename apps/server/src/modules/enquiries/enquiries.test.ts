import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser } from '../../../test/factories';

const t = useTestApp();

const valid = { name: 'Sunita', phone: '9812345678', service: 'Plumber', requirement: 'Kitchen tap leaking' };
const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/enquiries', payload });

describe('POST /api/enquiries', () => {
  it('stores a home-page enquiry as new', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, res.json().id));
    expect(row).toMatchObject({ name: 'Sunita', phone: '9812345678', service: 'Plumber', source: 'home', status: 'new' });
  });

  it('the home form accepts any 10 digits; the quick variant needs 6–9 first', async () => {
    expect((await send({ ...valid, phone: '1234567890' })).statusCode).toBe(201);
    const quick = await send({ ...valid, phone: '1234567890', source: 'quick' });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().error).toBe('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.');
    expect((await send({ ...valid, phone: '7012345678', source: 'quick' })).statusCode).toBe(201);
  });

  it('requirement is optional', async () => {
    const { requirement: _omit, ...rest } = valid;
    expect((await send(rest)).statusCode).toBe(201);
  });

  const cases: Array<[string, object, string]> = [
    ['name missing', { name: '' }, 'Name is required.'],
    ['name short', { name: 'Al' }, 'Minimum 3 characters.'],
    ['name long', { name: 'x'.repeat(51) }, 'Maximum 50 characters allowed.'],
    ['phone missing', { phone: '' }, 'Phone number is required.'],
    ['phone not 10 digits', { phone: '98123' }, 'Enter a valid 10-digit number.'],
    ['service missing', { service: '' }, 'Service is required.'],
    ['service long', { service: 'x'.repeat(101) }, 'Maximum 100 characters allowed.'],
    ['requirement long', { requirement: 'x'.repeat(301) }, 'Maximum 300 characters allowed.'],
  ];
  for (const [name, change, message] of cases) {
    it(`400 when ${name}`, async () => {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });
  }
});

describe('admin follow-up', () => {
  it('admins list enquiries by status and move them along', async () => {
    const admin = await makeAdmin(t);
    const { id } = (await send({ ...valid, name: 'Follow Me' })).json();
    const list = await t.app.inject({ url: '/api/enquiries?status=new', headers: admin.auth });
    expect(list.json().items.map((e: { id: number }) => e.id)).toContain(id);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}/status`, headers: admin.auth, payload: { status: 'contacted' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().status).toBe('contacted');
    const contacted = await t.app.inject({ url: '/api/enquiries?status=contacted', headers: admin.auth });
    expect(contacted.json().items.map((e: { id: number }) => e.id)).toEqual([id]);
    const missing = await t.app.inject({ method: 'PUT', url: '/api/enquiries/999999/status', headers: admin.auth, payload: { status: 'closed' } });
    expect(missing.statusCode).toBe(404);
  });

  it('others cannot list or change enquiries, and the row stays', async () => {
    const user = await makeUser(t);
    const { id } = (await send(valid)).json();
    expect((await t.app.inject({ url: '/api/enquiries', headers: user.auth })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'PUT', url: `/api/enquiries/${id}/status`, headers: user.auth, payload: { status: 'closed' } });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, id));
    expect(row!.status).toBe('new');
  });
});
