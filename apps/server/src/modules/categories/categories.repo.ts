import { eq } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';

const { categories } = schema;

export async function findCategoryRow(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: number, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export const countChildren = async (db: Db, id: number) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1)).length;
