import { randomInt } from 'node:crypto';
import { RESIDENTS_LIMITS as L, RESIDENTS_MESSAGES as M, type AdminBlock, type FlatsImported } from '@padosi/shared/residents';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import type { ServiceContext } from '../../platform/services/context';
import { Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/sql/sql-text';
import { apartmentProblem } from '../apartments/apartments.service';
import {
  blockChoices,
  deleteBlock,
  deleteFlat,
  findBlock,
  findFlat,
  flatChoices,
  flatIdsOfBlock,
  hasOpenResidencies,
  importBlocksAndFlats,
  previewBlocksAndFlats,
  insertBlock,
  insertFlat,
  listBlocks,
  updateBlock,
  updateFlat,
} from './blocks.repo';
import { readFlatsCsv } from './flats-csv';

/*
 * An apartment's blocks (or towers) and flats, kept by its admin by hand or from a CSV (issue 25). Residents choose
 * from them when they ask to join; a block or flat someone lives in or waits for cannot be removed.
 */

const adminOnly = (ctx: ServiceContext) => {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
};

async function knownApartment(ctx: ServiceContext, apartmentId: number) {
  if ((await apartmentProblem(ctx.db, apartmentId)) === 'missing') throw NotFound('The apartment');
}

async function knownBlock(ctx: ServiceContext, id: number) {
  const block = await findBlock(ctx.db, id);
  if (!block) throw NotFound('The block');
  return block;
}

/** Runs a rename, turning a name taken (any case) into a 409. */
async function renaming<T>(work: () => Promise<T>, taken: string) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw Conflict(taken);
    throw err;
  }
}

export async function adminBlocks(ctx: ServiceContext, apartmentId: number): Promise<AdminBlock[]> {
  adminOnly(ctx);
  await knownApartment(ctx, apartmentId);
  return (await listBlocks(ctx.db, apartmentId)).map((b) => ({ ...b, flats: Number(b.flats) }));
}

/** The choice lists of the join form (any signed-in person). */
export const listBlockChoices = (ctx: ServiceContext, apartmentId: number) => blockChoices(ctx.db, apartmentId);
export const listFlatChoices = (ctx: ServiceContext, blockId: number) => flatChoices(ctx.db, blockId);

export async function addBlock(ctx: ServiceContext, apartmentId: number, name: string) {
  adminOnly(ctx);
  await knownApartment(ctx, apartmentId);
  const row = await insertBlock(ctx.db, apartmentId, name);
  if (!row) throw Conflict(M.blockTaken);
  await ctx.audit('block.create', `block:${row.id}`, { apartmentId, name });
  return { id: row.id, name: row.name };
}

export async function renameBlock(ctx: ServiceContext, id: number, name: string) {
  adminOnly(ctx);
  const row = await renaming(() => updateBlock(ctx.db, id, { name }), M.blockTaken);
  if (!row) throw NotFound('The block');
  await ctx.audit('block.rename', `block:${id}`, { name });
  return { id: row.id, name: row.name };
}

export async function removeBlock(ctx: ServiceContext, id: number) {
  adminOnly(ctx);
  await ctx.transaction(async (tx) => {
    const block = await knownBlock(tx, id);
    if (await hasOpenResidencies(tx.db, await flatIdsOfBlock(tx.db, id))) throw Conflict(M.blockInUse);
    await deleteBlock(tx.db, id);
    await tx.audit('block.delete', `block:${id}`, { apartmentId: block.apartmentId, name: block.name });
  });
}

export async function addFlat(ctx: ServiceContext, blockId: number, name: string) {
  adminOnly(ctx);
  await knownBlock(ctx, blockId);
  const row = await insertFlat(ctx.db, blockId, name);
  if (!row) throw Conflict(M.flatTaken);
  await ctx.audit('flat.create', `flat:${row.id}`, { blockId, name });
  return { id: row.id, name: row.name };
}

export async function renameFlat(ctx: ServiceContext, id: number, name: string) {
  adminOnly(ctx);
  const row = await renaming(() => updateFlat(ctx.db, id, name), M.flatTaken);
  if (!row) throw NotFound('The flat');
  await ctx.audit('flat.rename', `flat:${id}`, { name });
  return { id: row.id, name: row.name };
}

export async function removeFlat(ctx: ServiceContext, id: number) {
  adminOnly(ctx);
  await ctx.transaction(async (tx) => {
    const flat = await findFlat(tx.db, id);
    if (!flat) throw NotFound('The flat');
    if (await hasOpenResidencies(tx.db, [id])) throw Conflict(M.flatInUse);
    await deleteFlat(tx.db, id);
    await tx.audit('flat.delete', `flat:${id}`, { blockId: flat.blockId, name: flat.name });
  });
}

/** The CSV import: every row checked first, then all of it written in one transaction; a second run adds nothing. */
export async function importFlats(ctx: ServiceContext, apartmentId: number, csv: string, dryRun = false): Promise<FlatsImported> {
  adminOnly(ctx);
  await knownApartment(ctx, apartmentId);
  const rows = readFlatsCsv(csv);
  if (dryRun) {
    const { blocksAdded, flatsAdded, isNew } = await previewBlocksAndFlats(ctx.db, apartmentId, rows);
    const preview = rows.slice(0, L.csvPreviewRows).map((r, i) => ({ line: r.line, block: r.block, flat: r.flat, isNew: isNew[i]! }));
    return { blocksAdded, flatsAdded, rows: rows.length, preview };
  }
  return ctx.transaction(async (tx) => {
    const added = await importBlocksAndFlats(tx.db, apartmentId, rows);
    await tx.audit('flats.import', `apartment:${apartmentId}`, { rows: rows.length, ...added });
    return { ...added, rows: rows.length };
  });
}

// Letters and digits that cannot be mistaken for each other when read aloud or copied from a notice board.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Makes a new invite code for the block (the old one stops working), or removes it (`remove`). */
export async function rotateInviteCode(ctx: ServiceContext, blockId: number, remove = false) {
  adminOnly(ctx);
  await knownBlock(ctx, blockId);
  const inviteCode = remove ? null : newCode();
  await updateBlock(ctx.db, blockId, { inviteCode });
  await ctx.audit(remove ? 'block.invite_code_remove' : 'block.invite_code_rotate', `block:${blockId}`);
  return { inviteCode };
}
