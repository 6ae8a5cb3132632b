import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/engine/db';
import type { DetailRow, ListRow } from './provider-view';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';
import type { ProviderFilters } from '@padosi/shared/search';
import { rowsOf } from './search.repo';
import { verifiedResidentOf } from '../../db/verified-resident';

/** The directory filters as SQL conditions on service_providers; null when none is set. */
export function filterConditions(f: ProviderFilters = {}): SQL | null {
  const parts: SQL[] = [];
  if (f.verified) parts.push(sql`admin_verified`);
  if (f.rating) parts.push(sql`rating >= ${Number(f.rating)}`);
  if (f.apartment) parts.push(sql`apartment_id = ${f.apartment}`);
  return parts.length ? sql.join(parts, sql` AND `) : null;
}

const withFilters = (where: SQL, f?: ProviderFilters) => {
  const extra = filterConditions(f);
  return extra ? sql`${where} AND ${extra}` : where;
};

/*
 * The request-path reads of providers, written as SQL: one table each (category names come from the in-memory
 * index), typed outputs (::float8, ::int, ISO text for timestamps) so the views get plain JSON values, and
 * no query builder on the hot path.
 */
const LIST_COLUMNS = sql`${sql.raw(`sp.id, sp.name, sp.title, sp.category_id AS "categoryId", sp.address, sp.phone_number AS "phoneNumber",
  sp.profile_image AS "profileImage", sp.rating::float8 AS rating, sp.review_count AS "reviewCount",
  sp.admin_verified AS "adminVerified", sp.is_admin_contact AS "isAdminContact", sp.parent_id AS "parentId",
  sp.hidden_reason AS "hiddenReason"`)}, ${verifiedResidentOf(sql.raw('sp.user_id'))} AS "verified"`;

/** Public lists show only providers no admin has hidden. */
export const SHOWN = sql.raw('hidden_reason IS NULL');

/** Verified first, then best rated, newest on ties: the order every provider list uses. */
const RANKING = sql.raw('admin_verified DESC, rating DESC, id DESC');

/**
 * One page of providers matching `where`, as a deferred join: the page's ids come from an index in the ranking
 * order and only those rows are read (deep pages stay cheap). The count runs on the same index.
 */
async function pageOf(db: Db, where: SQL, page: PageRequest): Promise<{ rows: ListRow[]; total: number }> {
  const { limit, offset } = pageSlice(page);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      SELECT ${LIST_COLUMNS} FROM (
        SELECT id FROM service_providers WHERE ${where} ORDER BY ${RANKING} LIMIT ${limit} OFFSET ${offset}
      ) AS page JOIN service_providers sp USING (id)
      ORDER BY sp.admin_verified DESC, sp.rating DESC, sp.id DESC`),
    db.execute(sql`SELECT count(*)::int AS total FROM service_providers WHERE ${where}`),
  ]);
  return { rows: rowsOf<ListRow>(rows), total: rowsOf<{ total: number }>(count)[0]?.total ?? 0 };
}

/** A main category lists all its providers; a sub category lists its own. */
export const pageByCategory = (db: Db, category: { id: number; parentId: number | null }, page: PageRequest, filters?: ProviderFilters) =>
  pageOf(
    db,
    withFilters(category.parentId === null ? sql`parent_id = ${category.id} AND ${SHOWN}` : sql`category_id = ${category.id} AND ${SHOWN}`, filters),
    page,
  );

/** A user's cards: hidden ones too when the owner or an admin asks (they carry their hidden state). */
export const pageByUser = (db: Db, userId: number, page: PageRequest, withHidden: boolean) =>
  pageOf(db, withHidden ? sql`user_id = ${userId}` : sql`user_id = ${userId} AND ${SHOWN}`, page);

/** A user's favourites, most recently added first. */
export async function pageFavorites(db: Db, userId: number, page: PageRequest): Promise<{ rows: ListRow[]; total: number }> {
  const { limit, offset } = pageSlice(page);
  const [rows, count] = await Promise.all([
    db.execute(sql`
      SELECT ${LIST_COLUMNS} FROM favorites f JOIN service_providers sp ON sp.id = f.service_provider_id
      WHERE f.user_id = ${userId} AND sp.${SHOWN} ORDER BY f.created_at DESC, sp.id DESC LIMIT ${limit} OFFSET ${offset}`),
    db.execute(
      sql`SELECT count(*)::int AS total FROM favorites f JOIN service_providers sp ON sp.id = f.service_provider_id WHERE f.user_id = ${userId} AND sp.${SHOWN}`,
    ),
  ]);
  return { rows: rowsOf<ListRow>(rows), total: rowsOf<{ total: number }>(count)[0]?.total ?? 0 };
}

/** The home page: the best `perGroup` providers of every active main category, in category priority order. */
export async function listHomeGroups(db: Db, perGroup: number): Promise<ListRow[]> {
  const result = await db.execute(sql`
    SELECT ${LIST_COLUMNS} FROM categories main
    CROSS JOIN LATERAL (
      SELECT id FROM service_providers WHERE parent_id = main.id AND ${SHOWN} ORDER BY ${RANKING} LIMIT ${perGroup}
    ) AS top JOIN service_providers sp ON sp.id = top.id
    WHERE main.parent_id IS NULL AND main.status
    ORDER BY main.priority, main.id, sp.admin_verified DESC, sp.rating DESC, sp.id DESC
    LIMIT ${50 * perGroup}`);
  return rowsOf<ListRow>(result);
}

/** List rows for known ids (search results), in no particular order. */
export async function listByIds(db: Db, ids: number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<ListRow>(await db.execute(sql`SELECT ${LIST_COLUMNS} FROM service_providers sp WHERE sp.id IN (${list})`));
}

export async function findDetail(db: Db, id: number): Promise<DetailRow | null> {
  const result = await db.execute(sql`
    SELECT ${LIST_COLUMNS}, sp.user_id AS "userId", sp.shopname, sp.pincode, sp.business_details AS "businessDetails",
      sp.long_desc AS "longDesc", to_json(sp.created_at) #>> '{}' AS "createdAt",
      (SELECT a.name FROM apartments a WHERE a.id = sp.apartment_id) AS "apartmentName"
    FROM service_providers sp WHERE sp.id = ${id}`);
  return rowsOf<DetailRow>(result)[0] ?? null;
}
