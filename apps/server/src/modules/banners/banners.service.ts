import { BANNER_LIMITS, BANNER_MESSAGES, BannerData, parseExpireDate, type BannerValues } from '@padosi/shared/banners';
import type { AppDeps } from '../../platform/services/deps';
import { Invalid, NotFound, issuesToDetails } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import { findBanner, insertBanner, toBanner, updateBanner } from './banners.repo';

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

const toColumns = (v: BannerValues) => ({
  title: v.title,
  description: v.description || null,
  buttonText: v.button_text || null,
  buttonLink: v.button_link || null,
  status: v.status,
  expireDate: parseExpireDate(v.expire_date)!,
});

const imageRules = { allowed: ['jpeg', 'png', 'webp'] as const, maxPx: BANNER_LIMITS.storedMaxPx, message: BANNER_MESSAGES.imageType };

export const createBanner = (deps: AppDeps, values: BannerValues, image: UploadedFile | undefined) =>
  writeWithImage(deps.uploads, 'banners', image, imageRules, async (stored) => ({
    result: toBanner(await insertBanner(deps.database.db, { ...toColumns(values), imageUrl: stored?.path ?? null })),
  }));

/** A new image replaces the old one, which is deleted once the row points at the new file. */
export async function changeBanner(deps: AppDeps, id: number, values: BannerValues, image: UploadedFile | undefined) {
  const current = await findBanner(deps.database.db, id);
  if (!current) throw NotFound('The banner');
  return writeWithImage(deps.uploads, 'banners', image, imageRules, async (stored) => {
    const row = await updateBanner(deps.database.db, id, { ...toColumns(values), ...(stored ? { imageUrl: stored.path } : {}) });
    return { result: toBanner(row!), replaced: stored ? [current.imageUrl] : [] };
  });
}
