import { BANNER_LIMITS, BANNER_MESSAGES, BannerData, parseExpireDate, type BannerValues } from '@padosi/shared/banners';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { Forbidden, Invalid, NotFound, Unauthorized, issuesToDetails } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import { findBanner, insertBanner, isLive, listAllBanners, listLiveBanners, toBanner, updateBanner } from './banners.repo';

/** The form arrives as the multipart field `data` holding JSON (spec 02); it is checked with the shared schema. */
export function parseBannerData(raw: string | undefined): BannerValues {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw Invalid(BANNER_MESSAGES.dataInvalid, { data: BANNER_MESSAGES.dataInvalid });
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw Invalid(BANNER_MESSAGES.dataInvalid, { data: BANNER_MESSAGES.dataInvalid });
  const result = BannerData.safeParse(json);
  if (!result.success) {
    const details = issuesToDetails(result.error.issues);
    throw Invalid(Object.values(details)[0] ?? BANNER_MESSAGES.failed, details);
  }
  return result.data;
}

const toColumns = (v: BannerValues, timeZone: string) => ({
  title: v.title,
  description: v.description || null,
  buttonText: v.button_text || null,
  buttonLink: v.button_link || null,
  status: v.status,
  expireDate: parseExpireDate(v.expire_date, timeZone)!,
});

const imageRules = { allowed: ['jpeg', 'png', 'webp'] as const, maxPx: BANNER_LIMITS.storedMaxPx, message: BANNER_MESSAGES.imageType };

/** Live banners for everyone; with `all`, inactive and expired ones too, for admins only. */
export async function listBanners(ctx: ViewerContext, all: boolean) {
  if (!all) return listLiveBanners(ctx.db);
  if (!ctx.user) throw Unauthorized(AUTH_MESSAGES.loginRequired);
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  return listAllBanners(ctx.db);
}

/** One banner; an inactive or expired one is "not found" for everyone but the admins. */
export async function getBanner(ctx: ViewerContext, id: number) {
  const row = await findBanner(ctx.db, id);
  if (!row || (!isLive(row) && !ctx.user?.isAdmin)) throw NotFound(BANNER_MESSAGES.notFound);
  return toBanner(row);
}

/** Checked before the upload is read, so a form for a missing banner is never stored. */
export async function assertBannerExists(ctx: ServiceContext, id: number) {
  if (!(await findBanner(ctx.db, id))) throw NotFound(BANNER_MESSAGES.notFound);
}

export async function createBanner(ctx: ServiceContext, values: BannerValues, image: UploadedFile | undefined) {
  const data = await writeWithImage(ctx.deps.uploads, 'banners', image, imageRules, async (stored) => ({
    result: toBanner(await insertBanner(ctx.db, { ...toColumns(values, ctx.clock.timeZone), imageUrl: stored?.path ?? null })),
  }));
  await ctx.audit('banner.create', `banner:${data.id}`, { title: data.title });
  return data;
}

/** A new image replaces the old one, which is deleted once the row points at the new file. */
export async function changeBanner(ctx: ServiceContext, id: number, values: BannerValues, image: UploadedFile | undefined) {
  const current = await findBanner(ctx.db, id);
  if (!current) throw NotFound('The banner');
  const data = await writeWithImage(ctx.deps.uploads, 'banners', image, imageRules, async (stored) => {
    const row = await updateBanner(ctx.db, id, { ...toColumns(values, ctx.clock.timeZone), ...(stored ? { imageUrl: stored.path } : {}) });
    return { result: toBanner(row!), replaced: stored ? [current.imageUrl] : [] };
  });
  await ctx.audit('banner.update', `banner:${data.id}`, { title: data.title, status: data.status });
  return data;
}
