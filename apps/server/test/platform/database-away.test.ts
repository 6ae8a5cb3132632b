import net from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { databaseAway } from '../../src/platform/http/errors';
import { useTestApp } from '../app';

// Issue 29, finding 5: the errors of a database that is away are told apart from every other error (they answer
// 503 with Retry-After). Real driver errors, not made-up ones; the whole outage is in test/system/database-away.
const t = useTestApp();

describe('a database that is away', () => {
  it('a refused connection reads as "connection refused"', async () => {
    // A port nothing listens on: bound, then closed.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    const err = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseAway(err)).toBe('connection refused');
  });

  it('a connection the server ends reads as "shutting down", through drizzle\'s wrapper', async () => {
    const client = new pg.Client({ connectionString: t.deps.database.pool.options.connectionString });
    await client.connect();
    // The socket's own close is reported as an 'error' event too: the query's rejection is what is checked here.
    client.on('error', () => {});
    const err = await drizzle(client)
      .execute(sql`select pg_terminate_backend(pg_backend_pid())`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    await client.end().catch(() => {});
    expect(databaseAway(err)).toMatch(/^(shutting down|connection lost)$/);
  });

  it('a value error is not the database being away', async () => {
    const err = await t.db.execute(sql`select 'x'::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    expect(databaseAway(err)).toBeUndefined();
  });
});
