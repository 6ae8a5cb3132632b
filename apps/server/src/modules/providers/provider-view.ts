import type { ProviderDetail, ProviderListItem } from '@padosi/shared/providers';
import type { VerifiedResident } from '@padosi/shared/residents';
import { societySettings } from '../settings/settings.service';
import { categoryIndex, type CategoryRow, type CategorySource } from '../categories/categories.service';

/** A provider as the hot queries read it: its own columns only; category names come from the category index. */
export interface ListRow {
  id: number;
  name: string;
  title: string | null;
  categoryId: number;
  address: string | null;
  phoneNumber: string;
  profileImage: string | null;
  rating: number;
  reviewCount: number;
  adminVerified: boolean;
  isAdminContact: boolean;
  parentId: number;
  hiddenReason: string | null;
  /** The badge of the resident who added it (issue 25). */
  verified: VerifiedResident | null;
}

export interface DetailRow extends ListRow {
  userId: number;
  shopname: string | null;
  pincode: string | null;
  apartmentName: string | null;
  businessDetails: string | null;
  longDesc: string | null;
  createdAt: string;
}

export interface ViewContext {
  categories: Map<number, CategoryRow>;
  helpline: string;
}

/** Admin-contact providers are reached through the helpline: their own number never leaves the server. */
const shownPhone = (row: ListRow, helpline: string) => (row.isAdminContact ? helpline : row.phoneNumber);
const nameOf = (ctx: ViewContext, id: number) => ctx.categories.get(id)?.name ?? '';

export const toListItem = (row: ListRow, ctx: ViewContext): ProviderListItem => ({
  id: row.id,
  name: row.name,
  title: row.title,
  service_type: nameOf(ctx, row.categoryId),
  category_id: row.categoryId,
  address: row.address,
  phone_number: shownPhone(row, ctx.helpline),
  profile_image_url: row.profileImage,
  rating: Number(row.rating),
  review_count: row.reviewCount,
  admin_verified: row.adminVerified,
  parent_id: row.parentId,
  parent_category_name: nameOf(ctx, row.parentId),
  verified: row.verified,
  ...(row.hiddenReason !== null && { hidden: true as const }),
});

export const toDetail = (row: DetailRow, ctx: ViewContext): ProviderDetail => ({
  service_provider_id: row.id,
  service_provider_name: row.name || row.title || '',
  title: row.title,
  user_id: row.userId,
  category_id: row.categoryId,
  category_name: nameOf(ctx, row.categoryId),
  parent_id: row.parentId,
  parent_category_name: nameOf(ctx, row.parentId),
  shopname: row.shopname,
  phone_number: shownPhone(row, ctx.helpline),
  address: row.address,
  pincode: row.pincode,
  apartment_name: row.apartmentName,
  business_details: row.businessDetails,
  long_desc: row.longDesc,
  profile_image_url: row.profileImage,
  admin_verified: row.adminVerified,
  is_admin_contact: row.isAdminContact,
  rating: Number(row.rating),
  review_count: row.reviewCount,
  service_provider_created_at: new Date(row.createdAt).toISOString(),
  verified: row.verified,
  ...(row.hiddenReason !== null && { hidden: true as const }),
});

/** The view context for rows: the category index (reloaded if a row names a category it does not know yet). */
export async function viewContextFor(source: CategorySource & Parameters<typeof societySettings>[0], rows: ListRow[]): Promise<ViewContext> {
  const ids = new Set(rows.flatMap((r) => [r.categoryId, r.parentId]));
  return { categories: await categoryIndex(source, ids), helpline: (await societySettings(source)).helplinePhone };
}
