import { asc } from 'drizzle-orm';
import { invalidate, registerCache } from '../../platform/cache/cache-bus';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

export type CategoryRow = typeof schema.categories.$inferSelect;

/**
 * Every category, held in memory: a city has a few hundred at most, every provider card and page names two of
 * them, and they change only when an admin edits one. Reading them from here instead of joining them into each
 * provider query keeps the hot queries single-table and cheap to plan.
 * Category writes drop the copy on every instance (platform/cache-bus.ts); an id it does not know reloads it; and it
 * is refreshed after TTL_MS in any case.
 */
const TTL_MS = 60_000;
const MAX = 2000;

interface Entry {
  at: number;
  byId: Map<number, CategoryRow>;
}
const entries = new WeakMap<Db, Entry>();
const loading = new WeakMap<Db, Promise<Entry>>();

async function load(db: Db): Promise<Entry> {
  const pending = loading.get(db);
  if (pending) return pending;
  const promise = db
    .select()
    .from(schema.categories)
    .orderBy(asc(schema.categories.id))
    .limit(MAX)
    .then((rows) => {
      const entry = { at: Date.now(), byId: new Map(rows.map((r) => [r.id, r])) };
      entries.set(db, entry);
      return entry;
    })
    .finally(() => loading.delete(db));
  loading.set(db, promise);
  return promise;
}

/** The categories by id; reloads when stale or when one of `ids` is unknown. */
export async function categoryIndex(db: Db, ids: Iterable<number> = []): Promise<Map<number, CategoryRow>> {
  let entry = entries.get(db);
  if (!entry || Date.now() - entry.at > TTL_MS) entry = await load(db);
  for (const id of ids) {
    if (!entry.byId.has(id)) {
      entry = await load(db);
      break;
    }
  }
  return entry.byId;
}

registerCache('categories', (db) => entries.delete(db));

export const invalidateCategoryIndex = (db: Db) => invalidate(db, { cache: 'categories' });
