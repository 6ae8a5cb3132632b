import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { apartments, users } = schema;

/** The apartments a person may choose: every one not retired, plus the one already on this user's profile. */
export const listChoosableApartments = (db: Db, userId: number | null) =>
  db
    .select({ id: apartments.id, name: apartments.name })
    .from(apartments)
    .where(
      userId
        ? or(isNull(apartments.retiredAt), eq(apartments.id, db.select({ id: users.apartmentId }).from(users).where(eq(users.id, userId))))
        : isNull(apartments.retiredAt),
    )
    .orderBy(asc(apartments.name));

/** Every apartment with how many residents name it (admin list). */
export const listAllApartments = (db: Db) =>
  db
    .select({ id: apartments.id, name: apartments.name, retiredAt: apartments.retiredAt, residents: count(users.id) })
    .from(apartments)
    .leftJoin(users, eq(users.apartmentId, apartments.id))
    .groupBy(apartments.id)
    .orderBy(asc(apartments.name));

export async function findApartment(db: Db, id: number) {
  const [row] = await db.select().from(apartments).where(eq(apartments.id, id)).limit(1);
  return row ?? null;
}

export async function insertApartment(db: Db, name: string) {
  const [row] = await db.insert(apartments).values({ name }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Null when the id is unknown; throws the unique violation when the name is taken. */
export async function renameApartment(db: Db, id: number, name: string) {
  const [row] = await db.update(apartments).set({ name }).where(eq(apartments.id, id)).returning();
  return row ?? null;
}

export async function setApartmentRetired(db: Db, id: number, retired: boolean) {
  const [row] = await db
    .update(apartments)
    .set({ retiredAt: retired ? new Date() : null })
    .where(and(eq(apartments.id, id)))
    .returning();
  return row ?? null;
}
