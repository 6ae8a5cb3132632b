import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';

const { apartments } = schema;

export const listApartments = (db: Db) => db.select({ id: apartments.id, name: apartments.name }).from(apartments).orderBy(asc(apartments.name));

export async function findApartment(db: Db, id: number) {
  const [row] = await db.select().from(apartments).where(eq(apartments.id, id)).limit(1);
  return row ?? null;
}

export async function insertApartment(db: Db, name: string) {
  const [row] = await db.insert(apartments).values({ name }).onConflictDoNothing().returning();
  return row ?? null;
}
