import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type Db } from '../../platform/db';
import type { DetailRow, ListRow } from './provider-view';

const { serviceProviders: sp, categories, apartments, favorites } = schema;
const sub = alias(categories, 'sub_category');
const main = alias(categories, 'main_category');

const listFields = {
  id: sp.id,
  name: sp.name,
  title: sp.title,
  serviceType: sub.name,
  categoryId: sp.categoryId,
  address: sp.address,
  phoneNumber: sp.phoneNumber,
  profileImage: sp.profileImage,
  rating: sp.rating,
  reviewCount: sp.reviewCount,
  adminVerified: sp.adminVerified,
  isAdminContact: sp.isAdminContact,
  parentId: sp.parentId,
  parentName: main.name,
};

/** Verified first, then best rated, newest on ties: the order every provider list uses. */
const ranking = [desc(sp.adminVerified), desc(sp.rating), desc(sp.id)];

/**
 * One page of providers matching `where`, as a deferred join: the page's ids come from an index in the ranking
 * order, and only those rows are read and joined (deep pages stay cheap). The count runs on the same index.
 */
async function pageOf(db: Db, where: SQL, page: number, pageSize: number): Promise<{ rows: ListRow[]; total: number }> {
  const ids = db
    .select({ id: sp.id })
    .from(sp)
    .where(where)
    .orderBy(...ranking)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page_ids');
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listFields)
      .from(ids)
      .innerJoin(sp, eq(sp.id, ids.id))
      .innerJoin(sub, eq(sub.id, sp.categoryId))
      .innerJoin(main, eq(main.id, sp.parentId))
      .orderBy(...ranking),
    db.select({ total: count() }).from(sp).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** A main category lists all its providers; a sub category lists its own. */
export const pageByCategory = (db: Db, category: { id: number; parentId: number | null }, page: number, pageSize: number) =>
  pageOf(db, category.parentId === null ? eq(sp.parentId, category.id) : eq(sp.categoryId, category.id), page, pageSize);

export const pageByUser = (db: Db, userId: number, page: number, pageSize: number) => pageOf(db, eq(sp.userId, userId), page, pageSize);

/** A user's favourites, most recently added first. */
export async function pageFavorites(db: Db, userId: number, page: number, pageSize: number): Promise<{ rows: ListRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listFields)
      .from(favorites)
      .innerJoin(sp, eq(sp.id, favorites.serviceProviderId))
      .innerJoin(sub, eq(sub.id, sp.categoryId))
      .innerJoin(main, eq(main.id, sp.parentId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(sp.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId)),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The home page: the best `perGroup` providers of every active main category, in category priority order. */
export async function listHomeGroups(db: Db, perGroup: number): Promise<ListRow[]> {
  const top = db
    .select({ id: sp.id })
    .from(sp)
    .where(eq(sp.parentId, main.id))
    .orderBy(...ranking)
    .limit(perGroup)
    .as('top');
  return db
    .select(listFields)
    .from(main)
    .innerJoinLateral(top, sql`true`)
    .innerJoin(sp, eq(sp.id, top.id))
    .innerJoin(sub, eq(sub.id, sp.categoryId))
    .where(and(isNull(main.parentId), eq(main.status, true)))
    .orderBy(asc(main.priority), asc(main.id), ...ranking)
    .limit(50 * perGroup);
}

/** List items for known ids (search results), in no particular order. */
export const listByIds = (db: Db, ids: number[]): Promise<ListRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select(listFields).from(sp).innerJoin(sub, eq(sub.id, sp.categoryId)).innerJoin(main, eq(main.id, sp.parentId)).where(inArray(sp.id, ids));

export async function findDetail(db: Db, id: number): Promise<DetailRow | null> {
  const [row] = await db
    .select({
      ...listFields,
      userId: sp.userId,
      shopname: sp.shopname,
      pincode: sp.pincode,
      apartmentName: apartments.name,
      businessDetails: sp.businessDetails,
      longDesc: sp.longDesc,
      createdAt: sp.createdAt,
    })
    .from(sp)
    .innerJoin(sub, eq(sub.id, sp.categoryId))
    .innerJoin(main, eq(main.id, sp.parentId))
    .leftJoin(apartments, eq(apartments.id, sp.apartmentId))
    .where(eq(sp.id, id))
    .limit(1);
  return row ?? null;
}
