import type { Ad } from '@padosi/shared/ads';
import type { Poster } from '@padosi/shared/trust';
import { thumbName } from '../../platform/uploads/uploads';
import type { AdWithCategory } from './ads.repo';

/**
 * Row → the public allow-list. phone_number repeats the ad's contact: the poster's profile phone stays private.
 * The contact itself only with `phone` (its owner and the admins); everyone else asks POST /api/ads/{id}/phone.
 */
export const toAd = (row: AdWithCategory, { phone, poster }: { phone: boolean; poster: Poster | null }): Ad => ({
  ad_id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  category_id: row.categoryId,
  category_name: row.categoryName,
  contact_info: phone ? row.contactInfo : null,
  phone_number: phone ? row.contactInfo : null,
  location: row.location,
  ads_status: row.status,
  images: row.images,
  thumbnails: row.images.map(thumbName),
  image_url: row.images[0] ?? null,
  created_at: row.createdAt.toISOString(),
  user_id: row.userId,
  verified: row.verified ?? null,
  poster,
  ...(phone && row.removedReason ? { removed_reason: row.removedReason } : {}),
});
