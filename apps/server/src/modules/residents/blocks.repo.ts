import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { blocks, flats, residencies } = schema;

/** An apartment's blocks in name order, with how many flats each has (admin). */
export const listBlocks = (db: Db, apartmentId: number) =>
  db
    .select({ id: blocks.id, name: blocks.name, inviteCode: blocks.inviteCode, flats: count(flats.id) })
    .from(blocks)
    .leftJoin(flats, eq(flats.blockId, blocks.id))
    .where(eq(blocks.apartmentId, apartmentId))
    .groupBy(blocks.id)
    .orderBy(asc(blocks.name));

/** A block's or apartment's names for a form's choice list (small: bounded by the import's row limit). */
export const blockChoices = (db: Db, apartmentId: number) =>
  db.select({ id: blocks.id, name: blocks.name }).from(blocks).where(eq(blocks.apartmentId, apartmentId)).orderBy(asc(blocks.name));

// Flat numbers sort as people read them: 2 before 10, then by text.
export const flatChoices = (db: Db, blockId: number) =>
  db
    .select({ id: flats.id, name: flats.name })
    .from(flats)
    .where(eq(flats.blockId, blockId))
    .orderBy(sql`length(${flats.name})`, asc(flats.name));

export async function findBlock(db: Db, id: number) {
  const [row] = await db.select().from(blocks).where(eq(blocks.id, id)).limit(1);
  return row ?? null;
}

export async function findFlat(db: Db, id: number) {
  const [row] = await db.select().from(flats).where(eq(flats.id, id)).limit(1);
  return row ?? null;
}

/** Null when the name is taken in this apartment (any case). */
export async function insertBlock(db: Db, apartmentId: number, name: string) {
  const [row] = await db.insert(blocks).values({ apartmentId, name }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertFlat(db: Db, blockId: number, name: string) {
  const [row] = await db.insert(flats).values({ blockId, name }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateBlock(db: Db, id: number, values: Partial<typeof blocks.$inferInsert>) {
  const [row] = await db.update(blocks).set(values).where(eq(blocks.id, id)).returning();
  return row ?? null;
}

export async function updateFlat(db: Db, id: number, name: string) {
  const [row] = await db.update(flats).set({ name }).where(eq(flats.id, id)).returning();
  return row ?? null;
}

/** Whether anyone is waiting to join or verified in these flats (a block or flat with residents stays). */
export async function hasOpenResidencies(db: Db, flatIds: number[]) {
  if (!flatIds.length) return false;
  const [row] = await db
    .select({ n: count() })
    .from(residencies)
    .where(and(inArray(residencies.flatId, flatIds), inArray(residencies.status, ['pending', 'approved'])));
  return (row?.n ?? 0) > 0;
}

export const flatIdsOfBlock = async (db: Db, blockId: number) =>
  (await db.select({ id: flats.id }).from(flats).where(eq(flats.blockId, blockId))).map((r) => r.id);

export const deleteBlock = (db: Db, id: number) => db.delete(blocks).where(eq(blocks.id, id));
export const deleteFlat = (db: Db, id: number) => db.delete(flats).where(eq(flats.id, id));

/** The rows by key, each key with its first row: "Tower A" then "tower a" keeps the spelling the file began with. */
function firstSpelling<T>(rows: T[], key: (r: T) => string) {
  const seen = new Map<string, T>();
  for (const r of rows) if (!seen.has(key(r))) seen.set(key(r), r);
  return seen;
}

/**
 * Adds the import's blocks and flats that are not there yet (names match whatever their case), in one statement
 * each, and says how many were new: importing the same file again adds nothing.
 */
export async function importBlocksAndFlats(db: Db, apartmentId: number, rows: Array<{ block: string; flat: string }>) {
  const blockNames = [...firstSpelling(rows, (r) => r.block.toLowerCase()).values()].map((r) => r.block);
  const addedBlocks = await db
    .insert(blocks)
    .values(blockNames.map((name) => ({ apartmentId, name })))
    .onConflictDoNothing()
    .returning({ id: blocks.id });
  const known = await db.select({ id: blocks.id, name: blocks.name }).from(blocks).where(eq(blocks.apartmentId, apartmentId));
  const idOf = new Map(known.map((b) => [b.name.toLowerCase(), b.id]));
  const flatRows = [...firstSpelling(rows, (r) => `${r.block.toLowerCase()}\u0000${r.flat.toLowerCase()}`).values()];
  const addedFlats = flatRows.length
    ? await db
        .insert(flats)
        .values(flatRows.map((r) => ({ blockId: idOf.get(r.block.toLowerCase())!, name: r.flat })))
        .onConflictDoNothing()
        .returning({ id: flats.id })
    : [];
  return { blocksAdded: addedBlocks.length, flatsAdded: addedFlats.length };
}

/**
 * What `importBlocksAndFlats` would add, read without writing (the import's dry run): the new blocks and, per row,
 * whether its flat is new. Names match whatever their case, as the unique indexes do.
 */
export async function previewBlocksAndFlats(db: Db, apartmentId: number, rows: Array<{ block: string; flat: string }>) {
  const known = await db
    .select({ block: blocks.name, flat: flats.name })
    .from(blocks)
    .leftJoin(flats, eq(flats.blockId, blocks.id))
    .where(eq(blocks.apartmentId, apartmentId));
  const key = (block: string, flat: string) => `${block.toLowerCase()}\u0000${flat.toLowerCase()}`;
  const blockNames = new Set(known.map((k) => k.block.toLowerCase()));
  const flatKeys = new Set(known.flatMap((k) => (k.flat === null ? [] : [key(k.block, k.flat)])));
  let blocksAdded = 0;
  const isNew = rows.map((r) => {
    if (!blockNames.has(r.block.toLowerCase())) {
      blockNames.add(r.block.toLowerCase());
      blocksAdded += 1;
    }
    const k = key(r.block, r.flat);
    if (flatKeys.has(k)) return false;
    flatKeys.add(k);
    return true;
  });
  return { blocksAdded, flatsAdded: isNew.filter(Boolean).length, isNew };
}
