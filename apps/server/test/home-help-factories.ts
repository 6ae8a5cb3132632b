// The API tests' apps run in the default community zone (COMMUNITY_TIME_ZONE unset).
import { addDays } from '@padosi/shared/calendar-dates';
import { DEFAULT_TIME_ZONE, zonedToday } from '@padosi/shared/clock';
import type { CategoryHomeHelp } from '@padosi/shared/category-constants';
import * as schema from '../src/db/schema/index';
import type { TestApp } from './app';
import { insertRow, makeUser } from './factories';

export const inDays = (n: number) => addDays(zonedToday(DEFAULT_TIME_ZONE), n);

/** A directory category row, written directly (the directory feature owns its API). */
export async function makeCategory(t: TestApp, name: string, parentId: number | null = null, status = true, homeHelp: CategoryHomeHelp | null = null) {
  const [row] = await t.db.insert(schema.categories).values({ name, parentId, status, homeHelp }).returning();
  return row!;
}

/** A directory provider in a main and sub category, owned by a fresh user. */
export async function makeProvider(t: TestApp, main: { id: number }, sub: { id: number }, values: Partial<typeof schema.serviceProviders.$inferInsert> = {}) {
  const owner = await makeUser(t);
  const [row] = await t.db
    .insert(schema.serviceProviders)
    .values({ userId: owner.id, name: 'Provider', parentId: main.id, categoryId: sub.id, phoneNumber: '9876543210', ...values })
    .returning();
  return row!;
}

/** A valid request body for tomorrow morning; override any field. */
export const requestBody = (overrides: Record<string, unknown> = {}) => ({
  service_type: 'Maid',
  request_date: inDays(1),
  request_time: '09:30',
  phone_number: '9876543210',
  address: 'B-204, Green Meadows, Koramangala',
  description: 'Sweeping and mopping, twice a week',
  ...overrides,
});

/** A request written straight to the table (any status or date). */
export async function insertRequest(t: TestApp, userId: number, values: Partial<typeof schema.homeHelpRequests.$inferInsert> = {}) {
  return insertRow(t, schema.homeHelpRequests, {
    userId,
    serviceType: 'Cook',
    requestDate: inDays(2),
    requestTime: '07:00',
    phoneNumber: '9123456780',
    address: 'C-11, Lake View Residency',
    ...values,
  });
}
