import type { Category, HomeCardCategoryGroup } from '@padosi/shared/categories';
import { categoryIndex, type CategoryRow, type CategorySource } from './category-index';

type ById = Map<number, CategoryRow>;

export const toCategory = (c: CategoryRow, byId: ById): Category => {
  const parent = c.parentId === null ? undefined : byId.get(c.parentId);
  return {
    id: c.id,
    name: c.name,
    parent_id: c.parentId,
    parent_name: parent?.name ?? null,
    module_url: c.moduleUrl,
    icon_path: c.iconPath,
    parent_icon_path: parent?.iconPath ?? null,
    priority: c.priority,
    toprating: c.toprating,
    status: c.status,
    home_help: c.homeHelp,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
};

/** Active categories matching `keep`, by their main category's priority, then their own, then id. */
async function listActive(source: CategorySource, keep: (c: CategoryRow) => boolean) {
  const byId = await categoryIndex(source);
  const parentPriority = (c: CategoryRow) => (c.parentId === null ? -1 : (byId.get(c.parentId)?.priority ?? 0));
  return [...byId.values()]
    .filter((c) => c.status && keep(c))
    .sort((a, b) => parentPriority(a) - parentPriority(b) || (a.parentId ?? 0) - (b.parentId ?? 0) || a.priority - b.priority || a.id - b.id)
    .map((c) => toCategory(c, byId));
}

export const listMainCategories = (source: CategorySource) => listActive(source, (c) => c.parentId === null);

export const listChildCategories = (source: CategorySource, parentId: number) => listActive(source, (c) => c.parentId === parentId);

export const listSubCategories = (source: CategorySource, parentId?: number) =>
  listActive(source, (c) => (parentId ? c.parentId === parentId : c.parentId !== null));

export async function findCategory(source: CategorySource, id: number) {
  const byId = await categoryIndex(source, [id]);
  const row = byId.get(id);
  return row ? toCategory(row, byId) : null;
}

/** Main categories flagged toprating, each with its active sub categories (the home page's category cards). */
export async function listHomeCardGroups(source: CategorySource): Promise<HomeCardCategoryGroup[]> {
  const mains = await listActive(source, (c) => c.parentId === null && c.toprating);
  const subs = await listSubCategories(source);
  return mains.map((m) => ({
    maincategory: { id: m.id, title: m.name, image: m.icon_path, module_url: m.module_url },
    subcategories: subs
      .filter((s) => s.parent_id === m.id)
      .map((s) => ({ id: s.id, title: s.name, image: s.icon_path || s.parent_icon_path, module_url: s.module_url })),
  }));
}

/** Every category, active or not, main ones first by priority then their subs (the admin list). */
export async function listAllCategories(source: CategorySource) {
  const byId = await categoryIndex(source);
  const rows = [...byId.values()].sort((a, b) => a.priority - b.priority || a.id - b.id);
  return rows.map((c) => toCategory(c, byId));
}
