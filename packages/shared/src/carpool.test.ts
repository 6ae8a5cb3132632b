import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { zonedToday } from './clock';
import { RideFields, normaliseRide, rideIssues, rideSchema } from './carpool';

const today = zonedToday('Asia/Kolkata');
const todayFn = () => today;
const base = RideFields.parse({
  ride_name: 'Asha',
  phone_number: '9876543210',
  mode: 'bike',
  from_location: 'HSR',
  to_location: 'Bellandur',
  ride_date: addDays(today, 1),
  ride_time: '08:00',
});

describe('ride form rules', () => {
  it('fills the defaults: 1 seat, one-off, interval 1, no end', () => {
    expect(base).toMatchObject({ available_seats: 1, is_recurring: false, recurrence_interval: 1, recurrence_end_date: null, recurrence_days: [] });
  });
  it('an empty end date means none', () => {
    expect(RideFields.parse({ ...base, recurrence_end_date: '' }).recurrence_end_date).toBeNull();
  });
  it('refuses past dates, but an edit may keep the stored ones', () => {
    const past = { ...base, ride_date: addDays(today, -7), is_recurring: true, recurrence_pattern: 'DAILY' as const, recurrence_end_date: addDays(today, -1) };
    expect(rideIssues(past, today).map((i) => i.message)).toEqual(['Cannot select a past date.', 'End date cannot be in the past.']);
    expect(rideIssues(past, today, { ride_date: past.ride_date, recurrence_end_date: past.recurrence_end_date })).toEqual([]);
    const form = rideSchema(todayFn, { ride_date: past.ride_date, recurrence_end_date: past.recurrence_end_date });
    expect(form.safeParse(past).success).toBe(true);
    expect(rideSchema(todayFn).safeParse(past).success).toBe(false);
  });
  it('says the date is past even while another field is of the wrong kind', () => {
    const issues = rideSchema(todayFn).safeParse({ ...base, mode: 'bus', ride_date: addDays(today, -1) }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(expect.arrayContaining(['Please select a mode.', 'Cannot select a past date.']));
  });
  it('ignores recurrence rules while the ride is one-off', () => {
    expect(rideIssues({ ...base, recurrence_pattern: 'WEEKLY', recurrence_days: [] }, today)).toEqual([]);
  });
  it('stores weekly days in week order, exceptions sorted and unique, and nothing for a one-off', () => {
    const weekly = normaliseRide({
      ...base,
      is_recurring: true,
      recurrence_pattern: 'WEEKLY',
      recurrence_days: ['SUN', 'MON', 'SUN'],
      recurrence_exceptions: ['2031-02-02', '2031-01-01', '2031-02-02'],
    });
    expect(weekly).toMatchObject({ recurrence_days: ['MON', 'SUN'], recurrence_exceptions: ['2031-01-01', '2031-02-02'] });
    const once = normaliseRide({ ...base, recurrence_pattern: 'DAILY', recurrence_interval: 4, recurrence_exceptions: ['2031-01-01'] });
    expect(once).toMatchObject({ recurrence_pattern: null, recurrence_interval: 1, recurrence_exceptions: [] });
  });
});
