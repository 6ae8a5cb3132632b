import type { Poster } from '@padosi/shared/trust';
import type { Db } from '../../platform/engine/db';
import { findPosters } from './posters.repo';

/**
 * Who posted each listing, by user id (issue 25's trust signals: name, "member since", apartment), read in one
 * query for a whole page. A cached list page keeps the poster as it was when the page was read.
 */
export async function postersOf(db: Db, userIds: readonly number[]): Promise<Map<number, Poster>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await findPosters(db, ids);
  return new Map(rows.map((r) => [r.id, { name: r.name, member_since: r.createdAt.toISOString(), apartment_name: r.apartmentName }]));
}

/** One poster (a details page, a saved listing). */
export const posterOf = async (db: Db, userId: number) => (await postersOf(db, [userId])).get(userId) ?? null;
