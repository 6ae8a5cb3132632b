import type { Db } from '../../platform/engine/db';
import { Conflict, NotFound } from '../../platform/http/errors';
import { findApartment, renameApartment, setApartmentRetired } from './apartments.repo';
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

export async function renameApartmentChecked(db: Db, id: number, name: string) {
  try {
    const row = await renameApartment(db, id, name);
    if (!row) throw NotFound('The apartment');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw Conflict(APARTMENT_TAKEN);
    throw err;
  }
}

export async function retireApartment(db: Db, id: number, retired: boolean) {
  const row = await setApartmentRetired(db, id, retired);
  if (!row) throw NotFound('The apartment');
  return row;
}
