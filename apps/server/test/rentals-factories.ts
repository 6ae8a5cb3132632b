import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema/index';
import type { TestApp } from './app';
import type { TestUser } from './factories';
import { png } from './images';
import { multipart } from './multipart';

export type Fields = Record<string, string | number | undefined>;

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const rentalFields = (overrides: Fields = {}): Fields => ({
  role_type: 'owner',
  apartment_name: 'Lake View Residency',
  block_flat_number: 'B-1204',
  address: '14 Lake Road, Whitefield, Bengaluru',
  rental_cost: 18500,
  description: '2 BHK, semi-furnished, east facing, covered parking.',
  available_from: inDays(10),
  type: 'family',
  phone_number: '0123456789',
  ...overrides,
});

export const photo = async (name = 'room.png') => ({ field: 'photos', filename: name, data: await png(64, 48), type: 'image/png' });

export function sendRental(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  fields: Fields,
  files: Parameters<typeof multipart>[1] = [],
) {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...(user ? user.auth : {}), ...body.headers } });
}

export const rentalRow = async (t: TestApp, id: number) => (await t.db.select().from(schema.rentals).where(eq(schema.rentals.id, id)))[0] ?? null;
export const rentalCount = async (t: TestApp) => (await t.db.select({ id: schema.rentals.id }).from(schema.rentals)).length;

export async function insertRentalRow(t: TestApp, values: Partial<typeof schema.rentals.$inferInsert> & { userId: number }) {
  const [row] = await t.db
    .insert(schema.rentals)
    .values({
      apartmentName: 'Flat',
      blockFlatNumber: 'A-1',
      address: 'Road',
      rentalCost: 10000,
      description: 'Nice',
      availableFrom: inDays(1),
      type: 'all',
      phoneNumber: '9876543210',
      roleType: 'owner',
      ...values,
    })
    .returning();
  return row!;
}
