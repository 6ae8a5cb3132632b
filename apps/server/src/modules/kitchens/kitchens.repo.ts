import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Cuisine, KitchenSlot } from '@padosi/shared/kitchens';
import type { VerifiedResident } from '@padosi/shared/residents';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';
import { verifiedResidentOf } from '../../db/verified-resident';

const { kitchens, kitchenItems, kitchenReviews, users, apartments } = schema;
export type KitchenRow = typeof kitchens.$inferSelect;
export type ItemRow = typeof kitchenItems.$inferSelect;
export type KitchenWithNames = KitchenRow & { ownerName: string; apartmentName: string | null; verified: VerifiedResident | null };

const withNames = { ...getTableColumns(kitchens), ownerName: users.name, apartmentName: apartments.name, verified: verifiedResidentOf(kitchens.userId) };
const named = (db: Db) =>
  db.select(withNames).from(kitchens).innerJoin(users, eq(users.id, kitchens.userId)).leftJoin(apartments, eq(apartments.id, kitchens.apartmentId));

export async function findKitchen(db: Db, id: number): Promise<KitchenWithNames | null> {
  const [row] = await named(db).where(eq(kitchens.id, id)).limit(1);
  return row ?? null;
}

export async function findKitchenOfUser(db: Db, userId: number): Promise<KitchenWithNames | null> {
  const [row] = await named(db).where(eq(kitchens.userId, userId)).limit(1);
  return row ?? null;
}

const kitchenRows = byId(kitchens);
export const lockKitchen = kitchenRows.lock;

export async function apartmentOfUser(db: Db, userId: number) {
  const [row] = await db.select({ apartmentId: users.apartmentId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.apartmentId ?? null;
}

export const insertKitchen = kitchenRows.insert;
export const updateKitchen = kitchenRows.update;

export interface KitchenFilter {
  q: string;
  vegOnly: boolean;
  cuisine?: Cuisine;
  viewerApartmentId: number | null;
  /** The community's next meal slot: only kitchens still taking orders for it. */
  nextSlot?: { date: string; slot: KitchenSlot; weekday: string; timeZone: string; now: Date };
  /** One kitchen only: whether it is in the list (a saved search, issue 26). */
  id?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(f: KitchenFilter): SQL | undefined {
  const where: SQL[] = [isNull(kitchens.hiddenReason)];
  if (f.id !== undefined) where.push(eq(kitchens.id, f.id));
  if (f.q) where.push(sql`(${kitchens.name} ilike ${`%${escapeLike(f.q)}%`} or array_to_string(${kitchens.cuisines}, ' ') ilike ${`%${escapeLike(f.q)}%`})`);
  if (f.vegOnly) where.push(eq(kitchens.diet, 'veg'));
  if (f.cuisine) where.push(sql`${kitchens.cuisines} @> array[${f.cuisine}]::text[]`);
  if (f.nextSlot) {
    const n = f.nextSlot;
    where.push(eq(kitchens.isOpen, true), eq(kitchens.pausedByAdmin, false));
    // The slot's cut-off as a wall-clock time in the community's zone, compared with now.
    where.push(sql`exists (
      select 1 from jsonb_array_elements(${kitchens.schedule}) s
      where s->>'slot' = ${n.slot} and s->'days' ? ${n.weekday}
        and ((case when s->>'cutoff_day' = 'previous' then ${n.date}::date - 1 else ${n.date}::date end) + (s->>'cutoff_time')::time) at time zone ${n.timeZone} > ${n.now.toISOString()}::timestamptz)`);
  }
  return and(...where);
}

/** One page in SQL: the viewer's apartment first, then open kitchens, then the best rated, newest last. */
export async function listKitchens(db: Db, f: KitchenFilter, page: number, pageSize: number) {
  const where = conditions(f);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(kitchens).where(where),
    named(db)
      .where(where)
      .orderBy(
        ...(f.viewerApartmentId ? [sql`(${kitchens.apartmentId} is not distinct from ${f.viewerApartmentId}) desc`] : []),
        desc(sql`(${kitchens.isOpen} and not ${kitchens.pausedByAdmin})`),
        desc(sql`case when ${kitchens.ratingCount} = 0 then 0 else ${kitchens.ratingSum}::numeric / ${kitchens.ratingCount} end`),
        asc(kitchens.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// --- menu items ---

export async function listItems(db: Db, kitchenId: number) {
  return db
    .select()
    .from(kitchenItems)
    .where(and(eq(kitchenItems.kitchenId, kitchenId), eq(kitchenItems.isActive, true)))
    .orderBy(asc(kitchenItems.id));
}

const itemRows = byId(kitchenItems);
export const findItem = itemRows.find;
export const insertItem = itemRows.insert;
export const updateItem = itemRows.update;

// --- reviews ---

export async function findLiveReview(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(kitchenReviews)
    .where(and(eq(kitchenReviews.id, id), isNull(kitchenReviews.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Soft: the row stays for history; the kitchen's rating drops it in the same statement pair. */
export async function softDeleteReview(db: Db, id: number) {
  const [row] = await db
    .update(kitchenReviews)
    .set({ deletedAt: new Date() })
    .where(and(eq(kitchenReviews.id, id), isNull(kitchenReviews.deletedAt)))
    .returning();
  if (row) {
    await db
      .update(kitchens)
      .set({ ratingSum: sql`${kitchens.ratingSum} - ${row.rating}`, ratingCount: sql`greatest(${kitchens.ratingCount} - 1, 0)` })
      .where(eq(kitchens.id, row.kitchenId));
  }
  return row ?? null;
}

export async function insertReview(db: Db, values: typeof kitchenReviews.$inferInsert) {
  const [row] = await db.insert(kitchenReviews).values(values).onConflictDoNothing().returning();
  if (row) {
    await db
      .update(kitchens)
      .set({ ratingSum: sql`${kitchens.ratingSum} + ${row.rating}`, ratingCount: sql`${kitchens.ratingCount} + 1` })
      .where(eq(kitchens.id, row.kitchenId));
  }
  return row ?? null;
}

export async function listReviews(db: Db, kitchenId: number, page: number, pageSize: number) {
  const where = and(eq(kitchenReviews.kitchenId, kitchenId), isNull(kitchenReviews.deletedAt));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(kitchenReviews).where(where),
    db
      .select({ ...getTableColumns(kitchenReviews), userName: users.name, verified: verifiedResidentOf(kitchenReviews.userId) })
      .from(kitchenReviews)
      .innerJoin(users, eq(users.id, kitchenReviews.userId))
      .where(where)
      .orderBy(desc(kitchenReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows, total: total?.n ?? 0 };
}
