import { CATEGORY_LIMITS, CATEGORY_MESSAGES, type CategoryValues } from '@padosi/shared/categories';
import { PROVIDER_MESSAGES } from '@padosi/shared/providers';
import type { Db } from '../../platform/engine/db';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage, writeWithImages } from '../../platform/uploads/upload-batch';
import {
  countChildren,
  findCategoryRow,
  insertCategory,
  listCategoryAliases,
  listCategoryNames,
  lockStarterSet,
  setPriorities,
  updateCategory,
} from './categories.repo';
import { categoryIndex, invalidateCategoryIndex, type CategorySource } from './category-index';
import { addWords } from '../../db/search-text';
import { DEFAULT_CATEGORY_ALIASES } from '../../db/default-aliases';
import { categoryIconPng } from '../../db/demo/icons';
import { STARTER_CATEGORIES, starterAliases, type StarterMain, type StarterSub } from '../../db/starter-categories';
import { AUTH_MESSAGES } from '@padosi/shared/auth';

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
  ...(v.home_help !== undefined ? { homeHelp: v.home_help } : {}),
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
  await ctx.audit('category.update', `category:${data.id}`, { name: data.name, home_help: data.home_help });
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

/**
 * The one-click starter set (issue 24): the neighbourhood services of STARTER_CATEGORIES with icons, search aliases
 * and the home-help choice, added in one transaction. Idempotent: a main category is matched by name
 * (case-insensitive) among the main categories and a sub category among its main's, and only what is missing is
 * added; nothing the admin already has is changed. Two clicks at once are serialised by a transaction lock. Icons
 * are drawn before the transaction for what was missing, and the ones it did not use removed after the commit. One
 * audit entry.
 */
export async function addStarterCategories(ctx: ServiceContext) {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  // Icons are drawn only for what is missing now (a second click draws nothing); one that goes missing between this
  // look and the transaction is added without an icon.
  const key = (parentId: number | null, name: string) => `${parentId ?? 0}:${name.trim().toLowerCase()}`;
  const before = new Map((await listCategoryNames(ctx.db)).map((c) => [key(c.parentId, c.name), c.id]));
  const drawn = STARTER_CATEGORIES.flatMap((main) => {
    const mainId = before.get(key(null, main.name));
    const mainIcon = mainId === undefined ? [{ item: main as StarterMain | StarterSub, icon: main.icon, hue: main.hue }] : [];
    const subIcons = main.subs
      .filter((sub) => sub.icon && (mainId === undefined || !before.has(key(mainId, sub.name))))
      .map((sub) => ({ item: sub as StarterMain | StarterSub, icon: sub.icon!, hue: main.hue + 15 }));
    return [...mainIcon, ...subIcons];
  });
  const files = await Promise.all(
    drawn.map(async (d, i) => ({ field: 'icon', filename: `starter-${i}.png`, mimetype: 'image/png', data: await categoryIconPng(d.icon, d.hue) })),
  );
  const added = await writeWithImages(ctx.deps.uploads, 'categories', files, { ...iconRules, allowed: ['png'] }, async (stored) => {
    const iconOf = new Map(drawn.map((d, i) => [d.item, stored[i]!]));
    const used = new Set<string>();
    const outcome = await ctx.transaction(async (tx) => {
      await lockStarterSet(tx.db);
      const have = await listCategoryNames(tx.db);
      const ids = new Map(have.map((c) => [key(c.parentId, c.name), c.id]));
      const words: string[] = [];
      let count = 0;
      for (const [i, main] of STARTER_CATEGORIES.entries()) {
        let mainId = ids.get(key(null, main.name));
        if (mainId === undefined) {
          const aliases = starterAliases(main);
          const icon = iconOf.get(main);
          if (icon) used.add(icon.file);
          const row = await insertCategory(tx.db, {
            name: main.name,
            iconPath: icon?.path ?? null,
            priority: (i + 1) * 10,
            toprating: main.toprating ?? false,
            moduleUrl: main.moduleUrl ?? null,
            aliases,
          });
          mainId = row.id;
          words.push(...aliases);
          count++;
        }
        for (const [j, sub] of main.subs.entries()) {
          if (ids.has(key(mainId, sub.name))) continue;
          const icon = iconOf.get(sub);
          if (icon) used.add(icon.file);
          const aliases = starterAliases(sub);
          await insertCategory(tx.db, {
            name: sub.name,
            parentId: mainId,
            iconPath: icon?.path ?? null,
            priority: (j + 1) * 10,
            homeHelp: sub.homeHelp ?? null,
            aliases,
          });
          words.push(...aliases);
          count++;
        }
      }
      if (words.length) await addWords(tx.db, words.join(' '));
      return count;
    });
    const unusedFiles = stored.filter((icon) => !used.has(icon.file)).map((icon) => icon.file);
    return { result: outcome, replaced: unusedFiles };
  });
  if (added > 0) {
    await invalidateCategoryIndex(ctx.caches);
    await ctx.emit('categories.committed', {});
  }
  await ctx.audit('category.starter', undefined, { added });
  const total = STARTER_CATEGORIES.reduce((n, m) => n + 1 + m.subs.length, 0);
  return { message: added > 0 ? CATEGORY_MESSAGES.starterAdded : CATEGORY_MESSAGES.starterPresent, added, already: total - added };
}
