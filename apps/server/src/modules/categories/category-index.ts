import { asc } from 'drizzle-orm';
import type { CacheBus } from '../../platform/cache/cache-bus';
import type { AppState } from '../../platform/services/context';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

export type CategoryRow = typeof schema.categories.$inferSelect;

/**
 * Every category, held in memory: a city has a few hundred at most, every provider card and page names two of
 * them, and they change only when an admin edits one. Reading them from here instead of joining them into each
 * provider query keeps the hot queries single-table and cheap to plan.
 * Category writes drop the copy on every instance (platform/cache-bus.ts); an id it does not know reloads it; and it
 * is refreshed after TTL_MS in any case. Each app has its own copy (AppState, made by app/compose.ts).
 */
const TTL_MS = 60_000;
const MAX = 2000;

interface Entry {
  at: number;
  byId: Map<number, CategoryRow>;
}

const readAll = async (db: Db) => {
  const rows = await db.select().from(schema.categories).orderBy(asc(schema.categories.id)).limit(MAX);
  return { at: Date.now(), byId: new Map(rows.map((r) => [r.id, r])) };
};

/** One app's copy of the categories, loaded through the app's database handle; concurrent loads share one query. */
export class CategoryIndex {
  private entry: Entry | undefined;
  private loading: Promise<Entry> | undefined;

  constructor(private readonly db: Db) {}

  private load(): Promise<Entry> {
    this.loading ??= readAll(this.db)
      .then((entry) => (this.entry = entry))
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  /**
   * The categories by id; reloads when stale or when one of `ids` is unknown. Inside a transaction (`db` is not the
   * app's handle) they are read afresh on it and not kept: it sees its own writes, and a rollback leaves no trace here.
   */
  async read(db: Db, ids: Iterable<number>): Promise<Map<number, CategoryRow>> {
    if (db !== this.db) return (await readAll(db)).byId;
    let entry = this.entry;
    if (!entry || Date.now() - entry.at > TTL_MS) entry = await this.load();
    for (const id of ids) {
      if (!entry.byId.has(id)) {
        entry = await this.load();
        break;
      }
    }
    return entry.byId;
  }

  /** What the cache bus's 'categories' message drops (joined in app/compose.ts). */
  drop() {
    this.entry = undefined;
  }
}

declare module '../../platform/services/context' {
  interface AppState {
    categories: CategoryIndex;
  }
}

/** Where the index is read from: a service context, or anything with the app's state and a database handle. */
export interface CategorySource {
  db: Db;
  state: AppState;
}

/** The categories by id from the app's copy (see CategoryIndex.read). */
export const categoryIndex = (source: CategorySource, ids: Iterable<number> = []) => source.state.categories.read(source.db, ids);

export const invalidateCategoryIndex = (caches: CacheBus) => caches.invalidate({ cache: 'categories' });
