import type { Db } from '../engine/db';

/**
 * A small least-recently-used cache with a time limit, one per database (so two apps in one process, as in
 * tests, never share entries). Used for public answers that are the same for every visitor and are asked for
 * far more often than they change: suggestions, provider details, search results, the first pages of ads. Writes
 * drop what they change here and, through the cache bus, on every instance.
 *
 * A reader that started before a write commits must not put its stale answer back after the write dropped the
 * entry: it takes `generation(db)` before reading and passes it to `set`, which is skipped if a drop came between.
 */
export class ResponseCache<K, V> {
  private readonly caches = new WeakMap<Db, Map<K, { at: number; value: V }>>();
  private readonly generations = new WeakMap<Db, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  private of(db: Db) {
    let entries = this.caches.get(db);
    if (!entries) this.caches.set(db, (entries = new Map()));
    return entries;
  }

  get(db: Db, key: K): V | undefined {
    const entries = this.of(db);
    const hit = entries.get(key);
    if (!hit) return undefined;
    entries.delete(key);
    if (Date.now() - hit.at > this.ttlMs) return undefined;
    // Re-inserted so the Map's order stays least recently used first.
    entries.set(key, hit);
    return hit.value;
  }

  /** Changes whenever an entry is dropped; see the class comment. */
  generation(db: Db) {
    return this.generations.get(db) ?? 0;
  }

  private bump(db: Db) {
    this.generations.set(db, this.generation(db) + 1);
  }

  set(db: Db, key: K, value: V, generation?: number) {
    if (generation !== undefined && generation !== this.generation(db)) return;
    const entries = this.of(db);
    entries.delete(key);
    entries.set(key, { at: Date.now(), value });
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
  }

  delete(db: Db, key: K) {
    this.bump(db);
    this.caches.get(db)?.delete(key);
  }

  clear(db: Db) {
    this.bump(db);
    this.caches.delete(db);
  }
}
