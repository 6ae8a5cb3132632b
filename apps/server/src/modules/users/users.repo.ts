import { eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { users } = schema;
export type UserRow = typeof users.$inferSelect;

const rows = byId(users);
export const findUserById = rows.find;

export async function findUserBySub(db: Db, googleSub: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row ?? null;
}

export async function findUsersByEmail(db: Db, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
}

export const insertUser = rows.insert;

export const updateUser = rows.update;
