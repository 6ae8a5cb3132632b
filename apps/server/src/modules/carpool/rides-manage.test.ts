import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { type TestUser, useUsers } from '../../../test/factories';
import { inDays, insertRide, rideBody } from '../../../test/carpool-factories';

const t = useTestApp();
const { owner, stranger, admin } = useUsers(t, { owner: 'user', stranger: 'user', admin: 'admin' });

const stored = async (id: number) => (await t.db.select().from(schema.rides).where(eq(schema.rides.id, id)))[0];
const update = (id: number, payload: object, user: TestUser | null) =>
  t.app.inject({ method: 'PUT', url: `/api/carpooling/update/${id}`, payload, headers: user?.auth ?? {} });
const remove = (id: number, user: TestUser | null) => t.app.inject({ method: 'DELETE', url: `/api/carpooling/${id}`, headers: user?.auth ?? {} });

describe('GET /api/carpooling/details/{id}', () => {
  it('shows the ride to anyone with its schedule and next dates', async () => {
    const row = await insertRide(t, owner.id, {
      rideDate: '2031-06-02',
      isRecurring: true,
      recurrencePattern: 'WEEKLY',
      recurrenceDays: ['MON', 'FRI'],
      recurrenceEndDate: '2031-06-30',
    });
    const res = await t.app.inject({ url: `/api/carpooling/details/${row.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, user_id: owner.id, schedule: 'Every Mon, Fri from 2 Jun 2031 until 30 Jun 2031', next_date: '2031-06-02' });
    expect(res.json().next_dates).toEqual(['2031-06-02', '2031-06-06', '2031-06-09', '2031-06-13', '2031-06-16', '2031-06-20', '2031-06-23', '2031-06-27']);
    expect(res.body).not.toContain('@');
  });
  it('a past ride still opens, with no next date', async () => {
    const row = await insertRide(t, owner.id, { rideDate: inDays(-3) });
    const res = await t.app.inject({ url: `/api/carpooling/details/${row.id}` });
    expect(res.json()).toMatchObject({ next_date: null, next_dates: [] });
  });
  it('404 for an unknown ride', async () => {
    const res = await t.app.inject({ url: '/api/carpooling/details/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('The ride was not found.');
  });
});

describe('PUT /api/carpooling/update/{id}', () => {
  it('the owner updates their ride and is told so', async () => {
    const row = await insertRide(t, owner.id);
    const res = await update(row.id, { ...rideBody({ ride_name: 'Renamed', available_seats: 4 }), user_id: stranger.id }, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ride updated successfully!');
    expect(await stored(row.id)).toMatchObject({ rideName: 'Renamed', availableSeats: 4, userId: owner.id });
  });

  it('someone else gets 403 and the ride stays as it was', async () => {
    const row = await insertRide(t, owner.id, { rideName: 'Original' });
    const res = await update(row.id, rideBody({ ride_name: 'Hijacked' }), stranger);
    expect(res.statusCode).toBe(403);
    expect(await stored(row.id)).toMatchObject({ rideName: 'Original', updatedAt: row.updatedAt });
  });

  it('a visitor gets 401 and the ride stays', async () => {
    const row = await insertRide(t, owner.id, { rideName: 'Original' });
    expect((await update(row.id, rideBody({ ride_name: 'Anon' }), null)).statusCode).toBe(401);
    expect((await stored(row.id))!.rideName).toBe('Original');
  });

  it('an admin may update any ride, and it is audited', async () => {
    const row = await insertRide(t, owner.id);
    const res = await update(row.id, rideBody({ additional_notes: 'Moderated' }), admin);
    expect(res.statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ additionalNotes: 'Moderated', userId: owner.id });
    const log = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'ride.update'), eq(schema.auditLog.subject, `ride:${row.id}`)));
    expect(log).toHaveLength(1);
  });

  it('a running recurring ride keeps its past start and end dates while other fields change', async () => {
    const row = await insertRide(t, owner.id, { rideDate: inDays(-14), isRecurring: true, recurrencePattern: 'DAILY', recurrenceEndDate: inDays(-1) });
    const body = rideBody({
      ride_date: inDays(-14),
      is_recurring: true,
      recurrence_pattern: 'DAILY',
      recurrence_end_date: inDays(-1),
      ride_name: 'Still mine',
    });
    const res = await update(row.id, body, owner);
    expect(res.statusCode).toBe(200);
    expect((await stored(row.id))!.rideName).toBe('Still mine');
  });

  it('but a date cannot move into the past', async () => {
    const row = await insertRide(t, owner.id, { rideDate: inDays(2), rideName: 'Keep' });
    const moved = await update(row.id, rideBody({ ride_date: inDays(-2), ride_name: 'Moved' }), owner);
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ error: 'Cannot select a past date.', details: { ride_date: 'Cannot select a past date.' } });
    const end = await update(row.id, rideBody({ is_recurring: true, recurrence_pattern: 'DAILY', recurrence_end_date: inDays(-1) }), owner);
    expect(end.json().error).toBe('End date cannot be in the past.');
    expect(await stored(row.id)).toMatchObject({ rideName: 'Keep', rideDate: inDays(2) });
  });

  it('checks every field rule as create does', async () => {
    const row = await insertRide(t, owner.id);
    const res = await update(row.id, rideBody({ available_seats: 0, is_recurring: true, recurrence_pattern: 'WEEKLY', recurrence_days: [] }), owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Seats must be at least 1.');
    const days = await update(row.id, rideBody({ is_recurring: true, recurrence_pattern: 'WEEKLY', recurrence_days: [] }), owner);
    expect(days.json().details).toEqual({ recurrence_days: 'Select at least one day.' });
  });

  it('turning a recurring ride into a one-off clears its recurrence', async () => {
    const row = await insertRide(t, owner.id, { isRecurring: true, recurrencePattern: 'WEEKLY', recurrenceDays: ['MON'], recurrenceExceptions: [inDays(7)] });
    await update(row.id, rideBody({ is_recurring: false }), owner);
    expect(await stored(row.id)).toMatchObject({
      isRecurring: false,
      recurrencePattern: null,
      recurrenceDays: [],
      recurrenceExceptions: [],
      lastDate: inDays(1),
    });
  });

  it('404 for an unknown ride', async () => {
    expect((await update(999999, rideBody(), owner)).statusCode).toBe(404);
  });
});

describe('DELETE /api/carpooling/{id}', () => {
  it('someone else gets 403 and the ride stays', async () => {
    const row = await insertRide(t, owner.id);
    expect((await remove(row.id, stranger)).statusCode).toBe(403);
    expect((await remove(row.id, null)).statusCode).toBe(401);
    expect(await stored(row.id)).toBeDefined();
  });
  it('the owner deletes their ride', async () => {
    const row = await insertRide(t, owner.id);
    const res = await remove(row.id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ride deleted successfully!');
    expect(await stored(row.id)).toBeUndefined();
  });
  it('an admin deletes any ride', async () => {
    const row = await insertRide(t, owner.id);
    expect((await remove(row.id, admin)).statusCode).toBe(200);
    expect(await stored(row.id)).toBeUndefined();
  });
  it('404 for an unknown ride', async () => {
    expect((await remove(999999, owner)).statusCode).toBe(404);
  });
});
