import type { Db } from '../../platform/db';

/**
 * A small least-recently-used cache with a time limit, one per database (so two apps in one process, as in
 * tests, never share entries). Used for public answers that are the same for every visitor and are asked for
 * far more often than they change: suggestions by term and provider details by id. Writes on this instance
 * drop what they change; other instances behind a load balancer see a change within the time limit.
 */
export class ResponseCache<K, V> {
  private readonly caches = new WeakMap<Db, Map<K, { at: number; value: V }>>();

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

  set(db: Db, key: K, value: V) {
    const entries = this.of(db);
    entries.delete(key);
    entries.set(key, { at: Date.now(), value });
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
  }

  delete(db: Db, key: K) {
    this.caches.get(db)?.delete(key);
  }

  clear(db: Db) {
    this.caches.delete(db);
  }
}
