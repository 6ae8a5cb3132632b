import crypto from 'node:crypto';
import pg from 'pg';
import type { Database, Db } from '../engine/db';

/*
 * Cache coherence across instances through PostgreSQL LISTEN/NOTIFY (no other service): a write that changes a
 * cached read drops the entry here and publishes a message; every other instance on the same database drops it too.
 * A listener that loses its connection drops everything it holds when it reconnects, since it may have missed some.
 */

export const CHANNEL = 'padosi_cache';

export interface CacheMessage {
  /** The cache's registered name. */
  cache: string;
  /** One key, or every entry when absent. */
  key?: string | number;
}

type Drop = (db: Db, key?: string | number) => void;

const caches = new Map<string, Drop>();
const buses = new WeakMap<Db, CacheBus>();

/** A cache joins the bus under a name; `drop` forgets one key or everything, locally only. */
export function registerCache(name: string, drop: Drop) {
  caches.set(name, drop);
}

/** Drops locally at once and tells the other instances; resolves when the message is on its way. */
export async function invalidate(db: Db, message: CacheMessage): Promise<void> {
  caches.get(message.cache)?.(db, message.key);
  await buses.get(db)?.publish(message);
}

export class CacheBus {
  readonly instance = crypto.randomBytes(6).toString('hex');
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private warned = false;
  /** Time from publish to drop, for messages from other instances (ms), newest last; read by tests and the bench. */
  readonly lags: number[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: (err: unknown, message: string) => void = () => {},
  ) {}

  async start() {
    buses.set(this.database.db, this);
    await this.connect();
  }

  private async connect() {
    const client = new pg.Client(this.database.pool.options);
    client.on('error', () => {});
    client.on('end', () => {
      if (this.closed || this.client !== client) return;
      this.client = null;
      this.dropAll();
      this.retry = setTimeout(() => void this.connect().catch((err) => this.log(err, 'cache bus reconnect failed')), 500);
    });
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        const message = JSON.parse(n.payload) as CacheMessage & { from: string; at: number };
        if (message.from === this.instance) return;
        caches.get(message.cache)?.(this.database.db, message.key);
        this.lags.push(Date.now() - message.at);
        if (this.lags.length > 1000) this.lags.shift();
      } catch (err) {
        this.log(err, 'bad cache message');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.client = client;
      this.warned = false;
    } catch (err) {
      await client.end().catch(() => {});
      if (this.closed) return;
      this.retry = setTimeout(() => void this.connect().catch((e) => this.log(e, 'cache bus reconnect failed')), 500);
      // Once per outage: the database being down is logged elsewhere too.
      if (!this.warned) this.log(err, 'cache bus could not listen; retrying every 0.5 s');
      this.warned = true;
    }
  }

  private dropAll() {
    for (const drop of caches.values()) drop(this.database.db);
  }

  async publish(message: CacheMessage) {
    try {
      await this.database.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...message, from: this.instance, at: Date.now() })]);
    } catch (err) {
      this.log(err, 'cache message not sent');
    }
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    buses.delete(this.database.db);
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}
