import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import type { Db } from '../../platform/engine/db';
import { Conflict, NotFound } from '../../platform/http/errors';
import { findApartment, insertApartment, listAllApartments, listChoosableApartments, renameApartment, setApartmentRetired } from './apartments.repo';
import { isUniqueViolation } from '../../platform/sql/sql-text';

export const APARTMENT_TAKEN = 'An apartment with this name already exists.';

/**
 * Whether a form may name this apartment: it must exist and be in use, unless it is the one the profile or
 * provider already has (a retired apartment stays where it is but cannot be chosen anew).
 */
export async function apartmentProblem(db: Db, id: number, keptId: number | null = null): Promise<'missing' | 'retired' | null> {
  const row = await findApartment(db, id);
  if (!row) return 'missing';
  return row.retiredAt !== null && row.id !== keptId ? 'retired' : null;
}

/** Apartments a form may offer: retired ones left out, except the viewer's own. */
export const listApartmentChoices = (ctx: ViewerContext) => listChoosableApartments(ctx.db, ctx.user?.id ?? null);

/** Admin: every apartment with its residents count. */
export async function listApartmentsForAdmin(ctx: ServiceContext) {
  return (await listAllApartments(ctx.db)).map((a) => ({ id: a.id, name: a.name, retired: a.retiredAt !== null, residents: Number(a.residents) }));
}

export async function createApartment(ctx: ServiceContext, name: string) {
  const row = await insertApartment(ctx.db, name);
  if (!row) throw Conflict(APARTMENT_TAKEN);
  await ctx.audit('apartment.create', `apartment:${row.id}`, { name: row.name });
  return { id: row.id, name: row.name };
}

export async function renameApartmentChecked(ctx: ServiceContext, id: number, name: string) {
  let row;
  try {
    row = await renameApartment(ctx.db, id, name);
  } catch (err) {
    if (isUniqueViolation(err)) throw Conflict(APARTMENT_TAKEN);
    throw err;
  }
  if (!row) throw NotFound('The apartment');
  await ctx.audit('apartment.rename', `apartment:${row.id}`, { name: row.name });
  return { id: row.id, name: row.name };
}

export async function retireApartment(ctx: ServiceContext, id: number, retired: boolean) {
  const row = await setApartmentRetired(ctx.db, id, retired);
  if (!row) throw NotFound('The apartment');
  await ctx.audit(retired ? 'apartment.retire' : 'apartment.restore', `apartment:${row.id}`, { name: row.name });
  return { id: row.id, name: row.name, retired: row.retiredAt !== null };
}
