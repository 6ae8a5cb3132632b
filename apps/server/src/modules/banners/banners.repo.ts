import { and, desc, eq, gt } from 'drizzle-orm';
import type { Banner } from '@padosi/shared/banners';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { banners } = schema;
export type BannerRow = typeof banners.$inferSelect;

const LIST_MAX = 200;

export const toBanner = (b: BannerRow): Banner => ({
  id: b.id,
  title: b.title,
  description: b.description,
  button_text: b.buttonText,
  button_link: b.buttonLink,
  status: b.status,
  expire_date: b.expireDate.toISOString(),
  image_url: b.imageUrl,
  created_at: b.createdAt.toISOString(),
  updated_at: b.updatedAt.toISOString(),
});

export const isLive = (b: BannerRow, now = new Date()) => b.status && b.expireDate > now;

/** Active and not yet expired, newest first (the carousel). */
export async function listLiveBanners(db: Db) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.status, true), gt(banners.expireDate, new Date())))
    .orderBy(desc(banners.id))
    .limit(LIST_MAX);
  return rows.map(toBanner);
}

export async function listAllBanners(db: Db) {
  const rows = await db.select().from(banners).orderBy(desc(banners.id)).limit(LIST_MAX);
  return rows.map(toBanner);
}

const rows = byId(banners);
export const findBanner = rows.find;

export const insertBanner = rows.insert;

export const updateBanner = rows.update;
