import { beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/services/context';
import { listRides } from './carpool.service';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { inDays, insertRide, place, rideBody } from '../../../test/carpool-factories';

let me: TestUser;
const t = useTestApp();
beforeAll(async () => {
  me = await makeUser(t, { email: 'rider@test.padosi.in' });
});

const post = async (body: object, user = me) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/carpooling/create', payload: body, headers: user.auth });
  expect(res.statusCode).toBe(201);
  return res.json().ride as { id: number };
};
const list = async (query: Record<string, string | number>, url = '/api/carpooling/listing') => {
  const res = await t.app.inject({ url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: Array<{ id: number; next_date: string | null; next_dates: string[]; schedule: string }>;
    total: number;
    page: number;
    pageSize: number;
  };
};
const ids = (r: { items: Array<{ id: number }> }) => r.items.map((i) => i.id);

describe('GET /api/carpooling/listing filtered by date', () => {
  const from = place('Weekly');
  let weekly: { id: number };
  let monthly: { id: number };
  let once: { id: number };
  beforeAll(async () => {
    // 2 Jun 2031 is a Monday.
    weekly = await post(
      rideBody({
        from_location: from,
        ride_date: '2031-06-02',
        is_recurring: true,
        recurrence_pattern: 'WEEKLY',
        recurrence_days: ['MON', 'WED', 'FRI'],
        recurrence_end_date: '2031-12-31',
        recurrence_exceptions: ['2031-06-06'],
      }),
    );
    monthly = await post(rideBody({ from_location: from, ride_date: '2031-01-31', is_recurring: true, recurrence_pattern: 'MONTHLY' }));
    once = await post(rideBody({ from_location: from, ride_date: '2031-06-04' }));
  });

  it('lists a weekly ride on its days with that date as its next date', async () => {
    const res = await list({ from, date: '2031-06-04' });
    expect(ids(res)).toEqual(expect.arrayContaining([weekly.id, once.id]));
    expect(res.items.find((i) => i.id === weekly.id)!.next_dates).toEqual(['2031-06-04', '2031-06-09', '2031-06-11']);
  });
  it('leaves a weekly ride out on other days, on skipped dates, before its start and after its end', async () => {
    for (const date of ['2031-06-03', '2031-06-06', '2031-05-30', '2032-01-02']) {
      expect(ids(await list({ from, date })), date).not.toContain(weekly.id);
    }
  });
  it('lists a monthly ride from the 31st on the last day of February, leap years included', async () => {
    expect(ids(await list({ from, date: '2031-02-28' }))).toEqual([monthly.id]);
    expect(ids(await list({ from, date: '2032-02-29' }))).toEqual([monthly.id]);
    expect(ids(await list({ from, date: '2031-03-28' }))).toEqual([]);
  });
  it('lists a one-off ride only on its own date', async () => {
    expect(ids(await list({ from, date: '2031-06-04' }))).toContain(once.id);
    expect(ids(await list({ from, date: '2031-06-11' }))).not.toContain(once.id);
  });
  it('finds nothing for a past date and refuses a date that is not one', async () => {
    expect((await list({ date: inDays(-1) })).total).toBe(0);
    const res = await t.app.inject({ url: '/api/carpooling/listing?date=2031-02-30' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/carpooling/listing without a date', () => {
  const from = place('Upcoming');
  it('drops past one-off rides and finished recurring rides, keeps running ones, soonest first', async () => {
    const pastOnce = await insertRide(t, me.id, { fromLocation: from, rideDate: inDays(-1) });
    const ended = await insertRide(t, me.id, {
      fromLocation: from,
      rideDate: inDays(-20),
      isRecurring: true,
      recurrencePattern: 'DAILY',
      recurrenceEndDate: inDays(-1),
    });
    const running = await insertRide(t, me.id, {
      fromLocation: from,
      rideDate: inDays(-30),
      rideTime: '23:59',
      isRecurring: true,
      recurrencePattern: 'DAILY',
      recurrenceInterval: 1,
    });
    const later = await insertRide(t, me.id, { fromLocation: from, rideDate: inDays(5) });
    const soon = await insertRide(t, me.id, { fromLocation: from, rideDate: inDays(2) });
    const res = await list({ from });
    expect(ids(res)).toEqual([running.id, soon.id, later.id]);
    expect(ids(res)).not.toContain(pastOnce.id);
    expect(ids(res)).not.toContain(ended.id);
    expect(res.items[0]!.next_date! >= inDays(0)).toBe(true);
  });

  it('a ride today is listed until its time has passed (India time)', async () => {
    const f = place('Today');
    const early = await insertRide(t, me.id, { fromLocation: f, rideDate: '2031-06-04', rideTime: '09:00' });
    const late = await insertRide(t, me.id, { fromLocation: f, rideDate: '2031-06-04', rideTime: '10:00' });
    const weekly = await insertRide(t, me.id, {
      fromLocation: f,
      rideDate: '2031-06-02',
      rideTime: '09:00',
      isRecurring: true,
      recurrencePattern: 'WEEKLY',
      recurrenceDays: ['WED', 'THU'],
    });
    const at0930 = new Date('2031-06-04T04:00:00Z'); // 09:30 in India
    const all = await listRides(systemContext(t.app.root), { from: f, to: '', date: '', page: 1 }, null, at0930);
    expect(all.items.map((i) => [i.id, i.next_date])).toEqual([
      [late.id, '2031-06-04'],
      [weekly.id, '2031-06-05'],
    ]);
    const onDate = await listRides(systemContext(t.app.root), { from: f, to: '', date: '2031-06-04', page: 1 }, null, at0930);
    expect(onDate.items.map((i) => i.id)).toEqual([late.id]);
    expect(early.id).toBeGreaterThan(0);
  });
});

describe('GET /api/carpooling/listing by place and page', () => {
  it('matches part of from and to, ignoring case', async () => {
    const from = place('Hebbal Flyover');
    const a = await post(rideBody({ from_location: from, to_location: 'Electronic City Phase 1' }));
    await post(rideBody({ from_location: from, to_location: 'Airport' }));
    const res = await list({ from: from.toUpperCase(), to: 'electronic city' });
    expect(ids(res)).toEqual([a.id]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const from = place('100%_Sure');
    const a = await post(rideBody({ from_location: from }));
    expect(ids(await list({ from }))).toEqual([a.id]);
    expect((await list({ from: '%', to: '_' })).total).toBe(0);
  });

  it('pages 12 at a time with the total', async () => {
    const from = place('Paged');
    for (let i = 0; i < 14; i++) await post(rideBody({ from_location: from, ride_date: inDays(1 + i) }));
    const first = await list({ from });
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    const second = await list({ from, page: 2 });
    expect(second.items).toHaveLength(2);
    expect(second.items[1]!.next_date).toBe(inDays(14));
  });

  it('merges one-off and recurring rides into one order across pages', async () => {
    const from = place('Merged');
    const once: number[] = [];
    for (let d = 1; d <= 13; d++) once.push((await insertRide(t, me.id, { fromLocation: from, rideDate: inDays(d), rideTime: '08:30' })).id);
    const daily = await insertRide(t, me.id, { fromLocation: from, rideDate: inDays(5), rideTime: '07:00', isRecurring: true, recurrencePattern: 'DAILY' });
    const first = await list({ from });
    expect(first.total).toBe(14);
    expect(ids(first)).toEqual([...once.slice(0, 4), daily.id, ...once.slice(4, 11)]);
    expect(ids(await list({ from, page: 2 }))).toEqual(once.slice(11));
  });

  it('shows no e-mail addresses', async () => {
    const res = await t.app.inject({ url: '/api/carpooling/listing' });
    expect(res.body).not.toContain('@');
  });
});

describe('GET /api/carpooling/listing/{userId}', () => {
  it("lists only that user's rides", async () => {
    const other = await makeUser(t);
    const from = place('Mine');
    const mine = await post(rideBody({ from_location: from }));
    await post(rideBody({ from_location: from }), other);
    const res = await list({ from }, `/api/carpooling/listing/${me.id}`);
    expect(ids(res)).toEqual([mine.id]);
  });
});
