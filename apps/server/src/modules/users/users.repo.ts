import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';

const { users } = schema;
export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserBySub(db: Db, googleSub: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row ?? null;
}

export async function findUsersByEmail(db: Db, email: string) {
  return db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
