import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema/index';
import type { TestApp } from './app';
import type { TestUser } from './factories';
import { jpegWithExif, png } from './images';
import { multipart } from './multipart';

export type Fields = Record<string, string | number | undefined>;
export type Files = Parameters<typeof multipart>[1];

export async function firstCategoryId(t: TestApp) {
  const [row] = await t.db.select().from(schema.adCategories).limit(1);
  return row!.id;
}

export const adFields = (categoryId: number, overrides: Fields = {}): Fields => ({
  category_id: categoryId,
  title: 'Study table with chair',
  description: 'Solid teak, barely used. Pick-up only, please!',
  price: '4500.50',
  contact_info: '9876543210',
  location: 'Green Meadows, Block C',
  ads_status: 'Available',
  ...overrides,
});

export const jpegFile = async (name = 'photo.jpg') => ({ field: 'images', filename: name, data: await jpegWithExif(1200, 900), type: 'image/jpeg' });
export const pngFile = async (name = 'photo.png') => ({ field: 'images', filename: name, data: await png(), type: 'image/png' });

export function sendAd(t: TestApp, method: 'POST' | 'PUT', url: string, user: TestUser | null, fields: Fields, files: Files = []) {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...(user ? user.auth : {}), ...body.headers } });
}

export const adRow = async (t: TestApp, id: number) => (await t.db.select().from(schema.ads).where(eq(schema.ads.id, id)))[0] ?? null;
export const adCount = async (t: TestApp) => (await t.db.select({ id: schema.ads.id }).from(schema.ads)).length;

/** The stored image files of a module (thumbnails included), to prove nothing was left behind. */
export const storedFiles = (t: TestApp, module: 'ads' | 'rentals') => fs.readdirSync(path.join(t.dataDir, 'uploads', module)).sort();
export const onDisk = (t: TestApp, publicPath: string) => fs.existsSync(path.join(t.dataDir, publicPath.replace(/^\//, '')));

/** An ad written straight to the database (for lists and sorting, where upload is not the point). */
export async function insertAdRow(t: TestApp, values: Partial<typeof schema.ads.$inferInsert> & { userId: number; categoryId: number }) {
  const [row] = await t.db
    .insert(schema.ads)
    .values({
      title: 'Item',
      description: 'Description',
      price: '100.00',
      contactInfo: '9876543210',
      location: 'Somewhere',
      images: ['/uploads/ads/00000000000000000000000000000000.jpg'],
      ...values,
    })
    .returning();
  return row!;
}
