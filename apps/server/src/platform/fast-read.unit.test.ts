import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteOf, type Database } from './db';
import { inlineParams, readRows, sqlLiteral } from './fast-read';

describe('sqlLiteral', () => {
  it('quotes strings by doubling single quotes and drops NUL bytes', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral('a\0b')).toBe("'ab'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(null)).toBe('NULL');
    expect(() => sqlLiteral(Number.NaN)).toThrow();
    expect(() => sqlLiteral({})).toThrow();
  });
  it('substitutes placeholders once, never inside a substituted value', () => {
    expect(inlineParams('a = $1 AND b = $2', ['$2', 'x'])).toBe("a = '$2' AND b = 'x'");
  });
});

describe('readRows on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.pglite!.exec("CREATE TABLE t (id int PRIMARY KEY, name text); INSERT INTO t VALUES (1, 'it''s'), (2, 'plain');");
  });
  afterAll(() => database.close());

  it('takes the exec path, returns typed rows and treats hostile text as data', async () => {
    expect(pgliteOf(database.db)).toBe(database.pglite);
    const hostile = "x'; DROP TABLE t; --";
    const rows = await readRows<{ id: number; name: string }>(database.db, sql`SELECT id, name FROM t WHERE name = ${"it's"} OR name = ${hostile} ORDER BY id`);
    expect(rows).toEqual([{ id: 1, name: "it's" }]);
    expect((await database.pglite!.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('prices out sequential scans for one statement only, and keeps no setting behind after a failure', async () => {
    const plan = await readRows<{ 'QUERY PLAN': string }>(database.db, sql`EXPLAIN SELECT * FROM t WHERE id > ${0}`, { indexScansOnly: true });
    expect(plan.map((r) => r['QUERY PLAN']).join(' ')).not.toMatch(/Seq Scan/);
    await expect(readRows(database.db, sql`SELECT * FROM missing_table WHERE id = ${1}`, { indexScansOnly: true })).rejects.toThrow();
    expect((await database.pglite!.query('SHOW enable_seqscan')).rows).toEqual([{ enable_seqscan: 'on' }]);
  });
});
