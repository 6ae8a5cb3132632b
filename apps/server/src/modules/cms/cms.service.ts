import { CMS_LIMITS, CMS_MESSAGES, slugify, type CmsStatus, type CmsValues } from '@padosi/shared/cms';
import type { Db } from '../../platform/engine/db';
import type { AppDeps } from '../../platform/services/deps';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { AppError, Conflict, Invalid } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { cleanRichText } from '../../platform/http/sanitize';
import { deletePage, findPage, findPageBySlug, insertPage, listPages, slugsLike, updatePage } from './cms.repo';
import { toCmsPage, type CmsRow } from './cms-view';
import { escapeLike, isUniqueViolation } from '../../platform/sql/sql-text';

export const CmsNotFound = () => new AppError(404, CMS_MESSAGES.notFound);
const SLUG_TAKEN = 'This page link is already in use.';

/** Inactive pages exist only for admins: everyone else gets the same 404 as for a missing page. */
const visible = (row: CmsRow | null, isAdmin: boolean) => (row && (isAdmin || row.status === 'active') ? row : null);

const isAdmin = (ctx: ViewerContext) => Boolean(ctx.user?.isAdmin);

export async function listCmsPages(ctx: ViewerContext) {
  return (await listPages(ctx.db, !isAdmin(ctx))).map(toCmsPage);
}

export async function searchCmsPages(ctx: ViewerContext, query: string) {
  const rows = await listPages(ctx.db, !isAdmin(ctx), query ? `%${escapeLike(query)}%` : undefined);
  return rows.map(toCmsPage);
}

export async function getCmsPage(ctx: ViewerContext, id: number) {
  const row = visible(await findPage(ctx.db, id), isAdmin(ctx));
  if (!row) throw CmsNotFound();
  return toCmsPage(row);
}

export async function getCmsPageBySlug(ctx: ViewerContext, slug: string) {
  const row = visible(await findPageBySlug(ctx.db, slug.toLowerCase()), isAdmin(ctx));
  if (!row) throw CmsNotFound();
  return toCmsPage(row);
}

/**
 * A typed slug must be free; a slug made from the title takes the first free "-2", "-3"… suffix. A title with no
 * Latin letters or digits (e.g. Hindi only) becomes "page".
 */
async function chooseSlug(db: Db, values: CmsValues, selfId?: number): Promise<string> {
  if (values.slug) {
    const owner = await findPageBySlug(db, values.slug);
    if (owner && owner.id !== selfId) throw Conflict(SLUG_TAKEN);
    return values.slug;
  }
  const base = slugify(values.title, CMS_LIMITS.slugMax - 6) || 'page';
  const taken = await slugsLike(db, base);
  if (selfId !== undefined) {
    const self = await findPage(db, selfId);
    if (self) taken.delete(self.slug);
  }
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Stored HTML is the sanitiser's output (same allow-list as provider descriptions); nothing visible left is a 400. */
async function cleanContent(html: string) {
  const clean = await cleanRichText(html, 'content');
  if (!clean) throw Invalid(CMS_MESSAGES.contentRequired, { content: CMS_MESSAGES.contentRequired });
  return clean;
}

const toColumns = async (v: CmsValues, slug: string) => ({
  title: v.title,
  content: await cleanContent(v.content),
  metaTitle: v.meta_title,
  metaDescription: v.meta_description,
  metaKeywords: v.meta_keywords,
  slug,
  status: v.status,
});

const saveBanner = (deps: AppDeps, image: UploadedFile | undefined) =>
  image
    ? deps.uploads.saveImage('cms', image.data, { allowed: ['jpeg', 'png', 'webp'], maxPx: CMS_LIMITS.storedMaxPx, message: CMS_MESSAGES.imageType })
    : null;

export async function createCmsPage(ctx: ServiceContext, values: CmsValues, image: UploadedFile | undefined) {
  const { db, deps } = ctx;
  const columns = await toColumns(values, await chooseSlug(db, values));
  const stored = await saveBanner(deps, image);
  let data;
  try {
    data = toCmsPage(await insertPage(db, { ...columns, bannerImage: stored?.path ?? null }));
  } catch (err) {
    if (stored) await deps.uploads.remove('cms', stored.file);
    if (isUniqueViolation(err)) throw Conflict(SLUG_TAKEN);
    throw err;
  }
  await ctx.audit('cms.create', `cms:${data.id}`, { title: data.title, slug: data.slug });
  return data;
}

/**
 * An edit keeps the page's address unless the admin typed a new slug: links to /cms/{slug} (and the footer's
 * pages) must not break because a title was reworded.
 */
export async function changeCmsPage(ctx: ServiceContext, id: number, values: CmsValues, image: UploadedFile | undefined) {
  const { db, deps } = ctx;
  const current = await findPage(db, id);
  if (!current) throw CmsNotFound();
  const slug = values.slug ? await chooseSlug(db, values, id) : current.slug;
  const columns = await toColumns(values, slug);
  const stored = await saveBanner(deps, image);
  let row;
  try {
    row = await updatePage(db, id, { ...columns, ...(stored ? { bannerImage: stored.path } : {}) });
  } catch (err) {
    if (stored) await deps.uploads.remove('cms', stored.file);
    if (isUniqueViolation(err)) throw Conflict(SLUG_TAKEN);
    throw err;
  }
  if (!row) throw CmsNotFound();
  if (stored) await deps.uploads.remove('cms', current.bannerImage);
  const data = toCmsPage(row);
  await ctx.audit('cms.update', `cms:${data.id}`, { title: data.title, slug: data.slug });
  return data;
}

export async function setCmsStatus(ctx: ServiceContext, id: number, status: CmsStatus) {
  const row = await updatePage(ctx.db, id, { status });
  if (!row) throw CmsNotFound();
  const data = toCmsPage(row);
  await ctx.audit('cms.status', `cms:${data.id}`, { status: data.status });
  return data;
}

export async function removeCmsPage(ctx: ServiceContext, id: number) {
  const row = await deletePage(ctx.db, id);
  if (!row) throw CmsNotFound();
  await ctx.deps.uploads.remove('cms', row.bannerImage);
  const data = toCmsPage(row);
  await ctx.audit('cms.delete', `cms:${data.id}`, { title: data.title, slug: data.slug });
  return data;
}
