import { CATEGORY_LIMITS, CATEGORY_MESSAGES, type CategoryValues } from '@padosi/shared/categories';
import { PROVIDER_MESSAGES } from '@padosi/shared/providers';
import type { Db } from '../../platform/db';
import type { AppDeps } from '../../platform/deps';
import { Invalid, NotFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import { onCategoriesCommitted, onCategoryChanged } from '../providers/providers.service';
import { countChildren, findCategoryRow, insertCategory, updateCategory } from './categories.repo';
import { categoryIndex, invalidateCategoryIndex } from './category-index';

export { categoryIndex, type CategoryRow } from './category-index';
import { findCategory, listChildCategories } from './category-queries';

/** The category list of /home/{id}: a main category's sub categories, or a sub category's siblings. */
export async function listCategoryPageCategories(deps: AppDeps, id: number) {
  const { db } = deps.database;
  const category = (await categoryIndex(db, [id])).get(id);
  if (!category) throw NotFound('The category');
  return listChildCategories(db, category.parentId ?? category.id);
}

async function checkParent(deps: AppDeps, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  const fail = (message: string) => Invalid(message, { parent_id: message });
  if (parentId === selfId) throw fail(CATEGORY_MESSAGES.parentNotMain);
  const parent = await findCategoryRow(deps.database.db, parentId);
  if (!parent) throw fail(CATEGORY_MESSAGES.parentInvalid);
  if (parent.parentId !== null) throw fail(CATEGORY_MESSAGES.parentNotMain);
}

const saveIcon = (deps: AppDeps, icon: UploadedFile | undefined) =>
  icon ? deps.uploads.saveImage('categories', icon.data, { allowed: ['jpeg', 'png', 'webp'], maxPx: CATEGORY_LIMITS.iconMaxPx, message: CATEGORY_MESSAGES.iconType }) : null;

const toColumns = (v: CategoryValues) => ({
  name: v.name,
  parentId: v.parent_id,
  moduleUrl: v.module_url || null,
  priority: v.priority,
  toprating: v.toprating,
  status: v.status,
});

export async function createCategory(deps: AppDeps, values: CategoryValues, icon: UploadedFile | undefined) {
  await checkParent(deps, values.parent_id);
  const stored = await saveIcon(deps, icon);
  try {
    const row = await insertCategory(deps.database.db, { ...toColumns(values), iconPath: stored?.path ?? null });
    invalidateCategoryIndex(deps.database.db);
    onCategoriesCommitted(deps.database.db);
    return (await findCategory(deps.database.db, row.id))!;
  } catch (err) {
    if (stored) await deps.uploads.remove('categories', stored.file);
    throw err;
  }
}

export async function changeCategory(deps: AppDeps, id: number, values: CategoryValues, icon: UploadedFile | undefined) {
  const { db } = deps.database;
  const current = await findCategoryRow(db, id);
  if (!current) throw NotFound('The category');
  await checkParent(deps, values.parent_id, id);
  if (values.parent_id !== null && current.parentId === null && (await countChildren(db, id)) > 0) {
    throw Invalid('A main category with sub categories cannot become a sub category.', { parent_id: 'A main category with sub categories cannot become a sub category.' });
  }
  const stored = await saveIcon(deps, icon);
  try {
    await db.transaction(async (tx) => {
      await updateCategory(tx, id, { ...toColumns(values), ...(stored ? { iconPath: stored.path } : {}) });
      await onCategoryChanged(tx, id);
    });
  } catch (err) {
    if (stored) await deps.uploads.remove('categories', stored.file);
    throw err;
  }
  invalidateCategoryIndex(db);
  onCategoriesCommitted(db);
  if (stored) await deps.uploads.remove('categories', current.iconPath);
  return (await findCategory(db, id))!;
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
export const findCategoryForListing = async (db: Db, id: number) => (await categoryIndex(db, [id])).get(id) ?? null;
