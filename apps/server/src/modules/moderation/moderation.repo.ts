import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ModerationFilter, ModerationKind } from '@padosi/shared/moderation';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { countRows, pageSlice, type PageRequest } from '../../platform/sql/paging';
import { escapeLike } from '../../platform/sql/sql-text';

const { ads, kitchens, rentals, rides, users } = schema;

/**
 * The four kinds the console's Listings screen moderates, told apart only here: what names a row, what its search
 * matches (each through a trigram index), when it counts as hidden, and what hiding and showing write. Ads and
 * rentals leave the public lists as Inactive (their lists' partial indexes already skip those); rides and kitchens
 * through `hidden_reason` (decision 1204). `removed_reason` holds the moderators' words on all four.
 */
interface Kind {
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
  removedReason: PgColumn;
  title: SQL<string>;
  search: (like: string) => SQL;
  hidden: SQL;
  /** The columns hiding (reason) or showing (null) writes. */
  set: (reason: string | null) => Record<string, unknown>;
}

const KINDS: Record<ModerationKind, Kind> = {
  ad: {
    table: ads,
    id: ads.id,
    userId: ads.userId,
    createdAt: ads.createdAt,
    removedReason: ads.removedReason,
    title: sql<string>`${ads.title}`,
    search: (like) => ilike(ads.title, like),
    hidden: isNotNull(ads.removedReason),
    set: (reason) => ({ removedReason: reason, status: reason === null ? 'Available' : 'Inactive', updatedAt: new Date() }),
  },
  rental: {
    table: rentals,
    id: rentals.id,
    userId: rentals.userId,
    createdAt: rentals.createdAt,
    removedReason: rentals.removedReason,
    title: sql<string>`${rentals.apartmentName}`,
    search: (like) => ilike(rentals.apartmentName, like),
    hidden: isNotNull(rentals.removedReason),
    set: (reason) => ({ removedReason: reason, status: reason === null ? 'Available' : 'Inactive', updatedAt: new Date() }),
  },
  ride: {
    table: rides,
    id: rides.id,
    userId: rides.userId,
    createdAt: rides.createdAt,
    removedReason: rides.removedReason,
    title: sql<string>`${rides.fromLocation} || ' → ' || ${rides.toLocation}`,
    search: (like) => or(ilike(rides.fromLocation, like), ilike(rides.toLocation, like))!,
    hidden: isNotNull(rides.hiddenReason),
    set: (reason) => ({ removedReason: reason, hiddenReason: reason === null ? null : 'admin', updatedAt: new Date() }),
  },
  kitchen: {
    table: kitchens,
    id: kitchens.id,
    userId: kitchens.userId,
    createdAt: kitchens.createdAt,
    removedReason: kitchens.removedReason,
    title: sql<string>`${kitchens.name}`,
    search: (like) => ilike(kitchens.name, like),
    hidden: isNotNull(kitchens.hiddenReason),
    set: (reason) => ({ removedReason: reason, hiddenReason: reason === null ? null : 'admin', updatedAt: new Date() }),
  },
};

export interface ListingFilter {
  q: string;
  hidden: ModerationFilter;
}

/** One kind's listings, newest first, a numbered page of them and the total. */
export async function listListings(db: Db, kind: ModerationKind, f: ListingFilter, page: PageRequest) {
  const k = KINDS[kind];
  const where: SQL[] = [];
  if (f.q) where.push(k.search(`%${escapeLike(f.q)}%`));
  if (f.hidden === 'hidden') where.push(k.hidden);
  if (f.hidden === 'shown') where.push(sql`NOT (${k.hidden})`);
  const condition = where.length ? and(...where) : undefined;
  const { limit, offset } = pageSlice(page);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: sql<number>`${k.id}`,
        title: k.title,
        ownerName: users.name,
        hidden: sql<boolean>`${k.hidden}`,
        reason: sql<string | null>`${k.removedReason}`,
        createdAt: k.createdAt,
      })
      .from(k.table)
      .leftJoin(users, eq(users.id, k.userId))
      .where(condition)
      .orderBy(desc(k.id))
      .limit(limit)
      .offset(offset),
    countRows(db, k.table, condition),
  ]);
  return { rows, total };
}

/** Hides (with the moderators' reason) or shows one listing; null when there is no such listing. */
export async function setRemoved(db: Db, kind: ModerationKind, id: number, reason: string | null) {
  const k = KINDS[kind];
  const [row] = (await db
    .update(k.table)
    .set(k.set(reason) as never)
    .where(eq(k.id, id))
    .returning({ id: k.id, userId: k.userId })) as Array<{ id: number; userId: number }>;
  return row ?? null;
}
