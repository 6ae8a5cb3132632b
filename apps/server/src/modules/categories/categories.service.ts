import { CATEGORY_LIMITS, CATEGORY_MESSAGES, type CategoryValues } from '@padosi/shared/categories';
import { PROVIDER_MESSAGES } from '@padosi/shared/providers';
import type { Db } from '../../platform/engine/db';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { Invalid, NotFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import { countChildren, findCategoryRow, insertCategory, listCategoryAliases, setPriorities, updateCategory } from './categories.repo';
import { categoryIndex, invalidateCategoryIndex, type CategorySource } from './category-index';
import { addWords } from '../../db/search-text';
import { DEFAULT_CATEGORY_ALIASES } from '../../db/default-aliases';

export { categoryIndex, type CategoryRow, type CategorySource } from './category-index';
import { findCategory, listAllCategories, listChildCategories, listHomeCardGroups, listMainCategories, listSubCategories } from './category-queries';

/** The category list of /home/{id}: a main category's sub categories, or a sub category's siblings. */
export async function listCategoryPageCategories(ctx: ViewerContext, id: number) {
  const category = (await categoryIndex(ctx, [id])).get(id);
  if (!category) throw NotFound('The category');
  return listChildCategories(ctx, category.parentId ?? category.id);
}

async function checkParent(db: Db, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const fail = (message: string) => Invalid(message, { parent_id: message });
  if (parentId === selfId) throw fail(CATEGORY_MESSAGES.parentNotMain);
  const parent = await findCategoryRow(db, parentId);
  if (!parent) throw fail(CATEGORY_MESSAGES.parentInvalid);
  if (parent.parentId !== null) throw fail(CATEGORY_MESSAGES.parentNotMain);
}

const iconRules = { allowed: ['jpeg', 'png', 'webp'] as const, maxPx: CATEGORY_LIMITS.iconMaxPx, message: CATEGORY_MESSAGES.iconType };

const toColumns = (v: CategoryValues) => ({
  name: v.name,
  parentId: v.parent_id,
  moduleUrl: v.module_url || null,
  priority: v.priority,
  toprating: v.toprating,
  status: v.status,
});

/** A new category named like a well-known one ("Health", "tuition") starts with its default search aliases, so a real site finds doctors and tutors without demo data. */
function defaultAliases(name: string): string[] {
  const key = Object.keys(DEFAULT_CATEGORY_ALIASES).find((k) => k.toLowerCase() === name.trim().toLowerCase());
  return key ? DEFAULT_CATEGORY_ALIASES[key]! : [];
}

export async function createCategory(ctx: ServiceContext, values: CategoryValues, icon: UploadedFile | undefined) {
  const { db, deps } = ctx;
  await checkParent(db, values.parent_id);
  const created = await writeWithImage(deps.uploads, 'categories', icon, iconRules, async (stored) => {
    const aliases = defaultAliases(values.name);
    const row = await db.transaction(async (tx) => {
      const inserted = await insertCategory(tx, { ...toColumns(values), aliases, iconPath: stored?.path ?? null });
      if (aliases.length) await addWords(tx, aliases.join(' '));
      return inserted;
    });
    await invalidateCategoryIndex(ctx.caches);
    await ctx.emit('categories.committed', {});
    return { result: (await findCategory(ctx, row.id))! };
  });
  await ctx.audit('category.create', `category:${created.id}`, { name: created.name });
  return created;
}

export async function changeCategory(ctx: ServiceContext, id: number, values: CategoryValues, icon: UploadedFile | undefined) {
  const { db, deps } = ctx;
  const current = await findCategoryRow(db, id);
  if (!current) throw NotFound('The category');
  await checkParent(db, values.parent_id, id);
  if (values.parent_id !== null && current.parentId === null && (await countChildren(db, id)) > 0) {
    throw Invalid('A main category with sub categories cannot become a sub category.', {
      parent_id: 'A main category with sub categories cannot become a sub category.',
    });
  }
  await writeWithImage(deps.uploads, 'categories', icon, iconRules, async (stored) => {
    await ctx.transaction(async (tx) => {
      await updateCategory(tx.db, id, { ...toColumns(values), ...(stored ? { iconPath: stored.path } : {}) });
      await tx.emit('category.changed', { categoryId: id });
    });
    return { result: undefined, replaced: stored ? [current.iconPath] : [] };
  });
  await invalidateCategoryIndex(ctx.caches);
  await ctx.emit('categories.committed', {});
  const data = (await findCategory(ctx, id))!;
  await ctx.audit('category.update', `category:${data.id}`, { name: data.name });
  return data;
}

/**
 * The main and sub category a provider form chose: both must exist and be active, the main one must be a main
 * category and the sub one must belong to it. Refusals name the form field and use its message.
 */
export async function resolveProviderCategories(db: Db, parentId: number, categoryId: number) {
  const [main, sub] = await Promise.all([findCategoryRow(db, parentId), findCategoryRow(db, categoryId)]);
  if (!main || !main.status || main.parentId !== null) throw Invalid(PROVIDER_MESSAGES.parentRequired, { parent_id: PROVIDER_MESSAGES.parentRequired });
  if (!sub || !sub.status || sub.parentId !== main.id) throw Invalid(PROVIDER_MESSAGES.categoryRequired, { service_type: PROVIDER_MESSAGES.categoryRequired });
  return { main, sub };
}

/** A category for listing its providers, from the in-memory index. */
export const findCategoryForListing = async (source: CategorySource, id: number) => (await categoryIndex(source, [id])).get(id) ?? null;

/** Activate or deactivate one category; inactive ones leave every public list and the provider form. */
export async function setCategoryStatus(ctx: ServiceContext, id: number, status: boolean) {
  const { db } = ctx;
  const row = await updateCategory(db, id, { status });
  if (!row) throw NotFound('The category');
  await invalidateCategoryIndex(ctx.caches);
  await ctx.emit('categories.committed', {});
  const data = (await findCategory(ctx, id))!;
  await ctx.audit(status ? 'category.activate' : 'category.deactivate', `category:${data.id}`, { name: data.name });
  return data;
}

/** Reorders one group: every id must be a sibling of the first (all main, or all subs of one main category). */
export async function reorderCategories(ctx: ServiceContext, ids: readonly number[]) {
  const { db } = ctx;
  const byId = await categoryIndex(ctx, ids);
  const rows = ids.map((id) => byId.get(id));
  if (rows.some((r) => !r)) throw NotFound('The category');
  const parentId = rows[0]!.parentId;
  if (rows.some((r) => r!.parentId !== parentId) || new Set(ids).size !== ids.length) throw Invalid('Reorder one group of categories at a time.');
  await setPriorities(db, parentId, ids);
  await invalidateCategoryIndex(ctx.caches);
  await ctx.emit('categories.committed', {});
  await ctx.audit('category.reorder', undefined, { ids });
}

/** Replaces a category's search aliases; their words join the spelling dictionary so typos of them are corrected too. */
export async function setCategoryAliases(ctx: ServiceContext, id: number, aliases: string[]) {
  const { db } = ctx;
  const row = await db.transaction(async (tx) => {
    const updated = await updateCategory(tx, id, { aliases });
    if (!updated) throw NotFound('The category');
    if (aliases.length) await addWords(tx, aliases.join(' '));
    return updated;
  });
  await invalidateCategoryIndex(ctx.caches);
  await ctx.emit('categories.committed', {});
  await ctx.audit('category.aliases', `category:${row.id}`, { aliases: row.aliases });
  return { id: row.id, name: row.name, parent_id: row.parentId, aliases: row.aliases };
}

/** Category lists for the directory and the admin screens. */
export const listMainCategoryRows = (ctx: ViewerContext) => listMainCategories(ctx);
export const listSubCategoryRows = (ctx: ViewerContext, parentId?: number) => listSubCategories(ctx, parentId);
export const listHomeCardCategoryGroups = (ctx: ViewerContext) => listHomeCardGroups(ctx);
export const listEveryCategory = (ctx: ServiceContext) => listAllCategories(ctx);
export const listEveryCategoryAliases = (ctx: ServiceContext) => listCategoryAliases(ctx.db);
