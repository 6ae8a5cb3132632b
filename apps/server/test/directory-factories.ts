import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema/index';
import { addProviderWords, buildSearchText } from '../src/modules/providers/search-text';
import type { TestApp } from './app';

let seq = 0;
const next = () => ++seq;

export async function makeCategory(t: TestApp, values: Partial<typeof schema.categories.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(schema.categories)
    .values({ name: `Category ${next()}`, ...values })
    .returning();
  return row!;
}

/** A main category with one sub category under it. */
export async function makeCategoryPair(t: TestApp, mainName = `Main ${next()}`, subName = `Sub ${next()}`) {
  const main = await makeCategory(t, { name: mainName });
  const sub = await makeCategory(t, { name: subName, parentId: main.id });
  return { main, sub };
}

/** A provider written straight to the database, with the same search text and words the service would make. */
export async function makeProvider(t: TestApp, values: Partial<typeof schema.serviceProviders.$inferInsert> & { userId: number; categoryId: number }) {
  const [sub] = await t.db.select().from(schema.categories).where(eq(schema.categories.id, values.categoryId));
  const [main] = await t.db.select().from(schema.categories).where(eq(schema.categories.id, sub!.parentId!));
  const [row] = await t.db
    .insert(schema.serviceProviders)
    .values({
      name: `Provider ${next()}`,
      phoneNumber: '9876543210',
      parentId: main!.id,
      searchText: buildSearchText({
        shopname: values.shopname,
        title: values.title,
        categoryName: sub!.name,
        parentName: main!.name,
        businessDetails: values.businessDetails,
      }),
      ...values,
    })
    .returning();
  await addProviderWords(t.db, row!.id);
  return row!;
}

export const providerRow = async (t: TestApp, id: number) => (await t.db.select().from(schema.serviceProviders).where(eq(schema.serviceProviders.id, id)))[0];
