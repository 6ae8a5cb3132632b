// The API tests' apps run in the default community zone (COMMUNITY_TIME_ZONE unset).
import { addDays } from '@padosi/shared/calendar-dates';
import { DEFAULT_TIME_ZONE, zonedToday } from '@padosi/shared/clock';
import * as schema from '../src/db/schema/index';
import type { TestApp } from './app';
import { insertRow } from './factories';

export const today = () => zonedToday(DEFAULT_TIME_ZONE);
export const inDays = (n: number) => addDays(zonedToday(DEFAULT_TIME_ZONE), n);

let seq = 0;
/** A unique place name, so a test can filter the list down to its own rides. */
export const place = (label = 'Stop') => `${label} ${process.pid}-${++seq}`;

/** A valid one-off ride body for tomorrow; override any field. */
export const rideBody = (overrides: Record<string, unknown> = {}) => ({
  ride_name: 'Ravi Kumar',
  phone_number: '9876543210',
  mode: 'car',
  from_location: 'Koramangala',
  to_location: 'Whitefield',
  ride_date: inDays(1),
  ride_time: '08:30',
  available_seats: 3,
  vehicle_details: 'White Swift KA01 AB 1234',
  additional_notes: 'No smoking please',
  ...overrides,
});

/** A ride written straight to the table (e.g. one in the past, which the API refuses to create). */
export async function insertRide(t: TestApp, userId: number, values: Partial<typeof schema.rides.$inferInsert> = {}) {
  return insertRow(t, schema.rides, {
    userId,
    rideName: 'Stored ride',
    phoneNumber: '9876543210',
    mode: 'bike',
    fromLocation: 'Jayanagar',
    toLocation: 'MG Road',
    rideDate: inDays(1),
    rideTime: '09:00',
    ...values,
  });
}
