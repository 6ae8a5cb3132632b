import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ReportItemType, ReportStatus } from '@padosi/shared/reports';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { ads, rentals, reports, reviews, rides, serviceProviders, users, kitchens, kitchenReviews } = schema;

/** Whether the reported item exists (a removed review counts as gone). */
export async function itemExists(db: Db, type: ReportItemType, id: number) {
  const one = async (q: Promise<unknown[]>) => (await q).length > 0;
  switch (type) {
    case 'ad':
      return one(db.select({ id: ads.id }).from(ads).where(eq(ads.id, id)).limit(1));
    case 'rental':
      return one(db.select({ id: rentals.id }).from(rentals).where(eq(rentals.id, id)).limit(1));
    case 'ride':
      return one(db.select({ id: rides.id }).from(rides).where(eq(rides.id, id)).limit(1));
    case 'provider':
      return one(db.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, id)).limit(1));
    case 'review':
      return one(
        db
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, id), isNull(reviews.deletedAt)))
          .limit(1),
      );
    case 'kitchen_review':
      return one(
        db
          .select({ id: kitchenReviews.id })
          .from(kitchenReviews)
          .where(and(eq(kitchenReviews.id, id), isNull(kitchenReviews.deletedAt)))
          .limit(1),
      );
  }
}

/**
 * Whether the reported item sits on a listing the moderators already hid (issue 25): a hidden provider, or a review
 * of one. There is nothing left for a report to do there.
 */
export async function isOnHiddenListing(db: Db, type: ReportItemType, id: number) {
  if (type === 'provider') {
    const [row] = await db.select({ hidden: serviceProviders.hiddenReason }).from(serviceProviders).where(eq(serviceProviders.id, id)).limit(1);
    return Boolean(row?.hidden);
  }
  if (type === 'review') {
    const [row] = await db
      .select({ hidden: serviceProviders.hiddenReason })
      .from(reviews)
      .innerJoin(serviceProviders, eq(serviceProviders.id, reviews.serviceProviderId))
      .where(eq(reviews.id, id))
      .limit(1);
    return Boolean(row?.hidden);
  }
  if (type === 'kitchen_review') {
    const [row] = await db
      .select({ hidden: kitchens.hiddenReason })
      .from(kitchenReviews)
      .innerJoin(kitchens, eq(kitchens.id, kitchenReviews.kitchenId))
      .where(eq(kitchenReviews.id, id))
      .limit(1);
    return Boolean(row?.hidden);
  }
  return false;
}

/** Who posted the reported item (null: gone), so the owner can be told it was taken down. */
export async function itemOwner(db: Db, type: ReportItemType, id: number): Promise<number | null> {
  const table = { ad: ads, rental: rentals, ride: rides, provider: serviceProviders, review: reviews, kitchen_review: kitchenReviews }[type];
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.userId ?? null;
}

/** Null when this person already has an open report on the item. */
export async function insertReport(db: Db, values: { itemType: ReportItemType; itemId: number; reporterId: number; reason: string }) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listReports(db: Db, status: ReportStatus, page: number, pageSize: number) {
  const where = eq(reports.status, status);
  const [rows, [n]] = await Promise.all([
    db
      .select({
        id: reports.id,
        itemType: reports.itemType,
        itemId: reports.itemId,
        reason: reports.reason,
        status: reports.status,
        reporterName: users.name,
        reviewProviderId: reviews.serviceProviderId,
        reviewKitchenId: kitchenReviews.kitchenId,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .leftJoin(users, eq(users.id, reports.reporterId))
      .leftJoin(reviews, and(eq(reports.itemType, 'review'), eq(reviews.id, reports.itemId)))
      .leftJoin(kitchenReviews, and(eq(reports.itemType, 'kitchen_review'), eq(kitchenReviews.id, reports.itemId)))
      .where(where)
      .orderBy(desc(reports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(reports).where(where),
  ]);
  return { rows, total: n?.n ?? 0 };
}

export async function findReport(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/** Closes every open report of one item (hide), or one report (dismiss). */
export async function resolveItemReports(db: Db, type: ReportItemType, itemId: number, status: ReportStatus, by: number) {
  await db
    .update(reports)
    .set({ status, resolvedBy: by, resolvedAt: new Date() })
    .where(and(eq(reports.itemType, type), eq(reports.itemId, itemId), eq(reports.status, 'open')));
}

export async function resolveReport(db: Db, id: number, status: ReportStatus, by: number) {
  await db
    .update(reports)
    .set({ status, resolvedBy: by, resolvedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')));
}

export async function isHiddenByAdmin(db: Db, type: ReportItemType, itemId: number) {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.itemType, type), eq(reports.itemId, itemId), eq(reports.status, 'hidden')))
    .limit(1);
  return rows.length > 0;
}

export const countOpenReports = async (db: Db) => (await db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')))[0]?.n ?? 0;
