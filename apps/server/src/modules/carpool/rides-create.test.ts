import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { useUsers } from '../../../test/factories';
import { type FieldRule, itRefusesEachField, overMax } from '../../../test/field-rules';
import { inDays, rideBody, today } from '../../../test/carpool-factories';

const t = useTestApp();
const { me } = useUsers(t, { me: 'user' });

const create = (payload: object, headers: Record<string, string> = me.auth) =>
  t.app.inject({ method: 'POST', url: '/api/carpooling/create', payload, headers });
const stored = async (id: number) => (await t.db.select().from(schema.rides).where(eq(schema.rides.id, id)))[0];

describe('POST /api/carpooling/create', () => {
  it('posts a one-off ride for the signed-in user and says so', async () => {
    const res = await create({ ...rideBody(), user_id: 99999 });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your ride was posted successfully!');
    const ride = res.json().ride;
    expect(ride).toMatchObject({ user_id: me.id, ride_name: 'Ravi Kumar', mode: 'car', available_seats: 3, is_recurring: false, next_date: inDays(1) });
    expect(ride.schedule).toMatch(/^Once, on /);
    expect(await stored(ride.id)).toMatchObject({ userId: me.id, rideDate: inDays(1), rideTime: '08:30', lastDate: inDays(1) });
  });

  it('needs a signed-in user', async () => {
    const res = await create(rideBody(), {});
    expect(res.statusCode).toBe(401);
  });

  it('defaults seats to 1 and optional texts to empty', async () => {
    const body = rideBody();
    delete (body as Partial<typeof body>).available_seats;
    const res = await create({ ...body, vehicle_details: undefined, additional_notes: undefined });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().ride.id)).toMatchObject({ availableSeats: 1, vehicleDetails: '', additionalNotes: '' });
  });

  it('accepts a ride today and the limits exactly (50, 200, 20 seats)', async () => {
    const res = await create(
      rideBody({
        ride_date: today(),
        ride_time: '23:59',
        ride_name: 'n'.repeat(50),
        from_location: 'f'.repeat(50),
        to_location: 't'.repeat(50),
        vehicle_details: 'v'.repeat(50),
        additional_notes: 'a'.repeat(200),
        available_seats: 20,
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('drops the seconds a time input may send', async () => {
    const res = await create(rideBody({ ride_time: '07:45:00' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().ride.ride_time).toBe('07:45');
  });

  const cases: FieldRule[] = [
    ['name missing', { ride_name: '   ' }, 'ride_name', 'Name is required.'],
    overMax('name over 50', 'ride_name', 50, 'n'),
    ['phone missing', { phone_number: '' }, 'phone_number', 'Phone number is required.'],
    ['phone starting with 5', { phone_number: '5876543210' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['phone of 9 digits', { phone_number: '987654321' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['phone of 11 digits', { phone_number: '98765432101' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['mode missing', { mode: undefined }, 'mode', 'Please select a mode.'],
    ['mode not car or bike', { mode: 'bus' }, 'mode', 'Please select a mode.'],
    ['from missing', { from_location: '' }, 'from_location', 'From location is required.'],
    overMax('from over 50', 'from_location', 50, 'f'),
    ['to missing', { to_location: '' }, 'to_location', 'To location is required.'],
    overMax('to over 50', 'to_location', 50, 't'),
    ['date missing', { ride_date: '' }, 'ride_date', 'Date is required.'],
    ['date impossible', { ride_date: '2031-02-30' }, 'ride_date', 'Date is required.'],
    ['date yesterday', { ride_date: inDays(-1) }, 'ride_date', 'Cannot select a past date.'],
    ['time missing', { ride_time: '' }, 'ride_time', 'Time is required.'],
    ['time not a time', { ride_time: '25:00' }, 'ride_time', 'Time is required.'],
    ['seats 0', { available_seats: 0 }, 'available_seats', 'Seats must be at least 1.'],
    ['seats negative', { available_seats: -2 }, 'available_seats', 'Seats must be at least 1.'],
    ['seats 21', { available_seats: 21 }, 'available_seats', 'Seats cannot be more than 20.'],
    ['seats fractional', { available_seats: 1.5 }, 'available_seats', 'Seats must be at least 1.'],
    overMax('vehicle over 50', 'vehicle_details', 50, 'v'),
    overMax('notes over 200', 'additional_notes', 200, 'a'),
  ];
  itRefusesEachField(
    cases,
    (name, message) => `400 when ${name}: ${message}`,
    (change) => create(rideBody(change)),
    () => t.db.$count(schema.rides),
  );
});

describe('POST /api/carpooling/create with a recurrence', () => {
  const weekly = { is_recurring: true, recurrence_pattern: 'WEEKLY', recurrence_days: ['FRI', 'MON', 'WED', 'MON'], recurrence_interval: 1 };

  it('stores a weekly ride with its days in week order and a readable schedule', async () => {
    const res = await create(
      rideBody({ ...weekly, ride_date: '2031-06-02', recurrence_end_date: '2031-12-31', recurrence_exceptions: ['2031-06-06', '2031-06-04', '2031-06-06'] }),
    );
    expect(res.statusCode).toBe(201);
    const ride = res.json().ride;
    expect(ride.schedule).toBe('Every Mon, Wed, Fri from 2 Jun 2031 until 31 Dec 2031');
    expect(ride.next_dates.slice(0, 3)).toEqual(['2031-06-02', '2031-06-09', '2031-06-11']);
    expect(await stored(ride.id)).toMatchObject({
      recurrenceDays: ['MON', 'WED', 'FRI'],
      recurrenceExceptions: ['2031-06-04', '2031-06-06'],
      lastDate: '2031-12-31',
    });
  });

  it('an open-ended recurring ride runs until it is changed', async () => {
    const res = await create(rideBody({ is_recurring: true, recurrence_pattern: 'DAILY', recurrence_end_date: '' }));
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().ride.id)).toMatchObject({ recurrenceEndDate: null, lastDate: '9999-12-31' });
  });

  it('a one-off ride keeps none of the recurrence fields the form may send', async () => {
    const res = await create(
      rideBody({
        is_recurring: false,
        recurrence_pattern: 'WEEKLY',
        recurrence_days: ['MON'],
        recurrence_interval: 3,
        recurrence_end_date: inDays(9),
        recurrence_exceptions: [inDays(2)],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().ride.id)).toMatchObject({
      recurrencePattern: null,
      recurrenceDays: [],
      recurrenceInterval: 1,
      recurrenceEndDate: null,
      recurrenceExceptions: [],
    });
  });

  it('days are kept only for a weekly pattern', async () => {
    const res = await create(rideBody({ is_recurring: true, recurrence_pattern: 'MONTHLY', recurrence_days: ['MON'] }));
    expect(await stored(res.json().ride.id)).toMatchObject({ recurrencePattern: 'MONTHLY', recurrenceDays: [] });
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['no pattern', { is_recurring: true }, 'recurrence_pattern', 'Please select a pattern.'],
    ['an unknown pattern', { is_recurring: true, recurrence_pattern: 'YEARLY' }, 'recurrence_pattern', 'Please select a pattern.'],
    ['weekly without days', { ...weekly, recurrence_days: [] }, 'recurrence_days', 'Select at least one day.'],
    ['interval 0', { ...weekly, recurrence_interval: 0 }, 'recurrence_interval', 'Interval must be at least 1.'],
    ['interval 100', { ...weekly, recurrence_interval: 100 }, 'recurrence_interval', 'Interval cannot be more than 99.'],
    ['end date yesterday', { ...weekly, recurrence_end_date: inDays(-1) }, 'recurrence_end_date', 'End date cannot be in the past.'],
    [
      'end date before the ride date',
      { ...weekly, ride_date: inDays(5), recurrence_end_date: inDays(4) },
      'recurrence_end_date',
      'End date cannot be before the ride date.',
    ],
    ['end date impossible', { ...weekly, recurrence_end_date: '2031-13-01' }, 'recurrence_end_date', 'Enter a valid end date.'],
    ['an impossible exception', { ...weekly, recurrence_exceptions: ['2031-02-29'] }, 'recurrence_exceptions.0', 'Enter valid dates to skip.'],
    [
      '61 exceptions',
      { ...weekly, recurrence_exceptions: Array.from({ length: 61 }, (_, i) => inDays(i + 1)) },
      'recurrence_exceptions',
      'You can skip at most 60 dates.',
    ],
  ];
  for (const [name, change, field, message] of cases) {
    it(`400 with ${name}: ${message}`, async () => {
      const res = await create(rideBody(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().details[field]).toBe(message);
    });
  }

  it('an end date on the ride date itself is fine', async () => {
    expect((await create(rideBody({ ...weekly, ride_date: inDays(3), recurrence_end_date: inDays(3) }))).statusCode).toBe(201);
  });
});
