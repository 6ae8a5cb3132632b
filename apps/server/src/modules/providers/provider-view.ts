import type { ProviderDetail, ProviderListItem } from '@padosi/shared/providers';

export interface ListRow {
  id: number;
  name: string;
  title: string | null;
  serviceType: string;
  categoryId: number;
  address: string | null;
  phoneNumber: string;
  profileImage: string | null;
  rating: number;
  reviewCount: number;
  adminVerified: boolean;
  isAdminContact: boolean;
  parentId: number;
  parentName: string;
}

/** Admin-contact providers are reached through the helpline: their own number never leaves the server. */
const shownPhone = (row: { isAdminContact: boolean; phoneNumber: string }, helpline: string) => (row.isAdminContact ? helpline : row.phoneNumber);

export const toListItem = (row: ListRow, helpline: string): ProviderListItem => ({
  id: row.id,
  name: row.name,
  title: row.title,
  service_type: row.serviceType,
  category_id: row.categoryId,
  address: row.address,
  phone_number: shownPhone(row, helpline),
  profile_image_url: row.profileImage,
  rating: Number(row.rating),
  review_count: row.reviewCount,
  admin_verified: row.adminVerified,
  parent_id: row.parentId,
  parent_category_name: row.parentName,
});

export interface DetailRow extends ListRow {
  userId: number;
  shopname: string | null;
  pincode: string | null;
  apartmentName: string | null;
  businessDetails: string | null;
  longDesc: string | null;
  createdAt: Date;
}

export const toDetail = (row: DetailRow, helpline: string): ProviderDetail => ({
  service_provider_id: row.id,
  service_provider_name: row.name || row.title || '',
  title: row.title,
  user_id: row.userId,
  category_id: row.categoryId,
  category_name: row.serviceType,
  parent_id: row.parentId,
  parent_category_name: row.parentName,
  shopname: row.shopname,
  phone_number: shownPhone(row, helpline),
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
  service_provider_created_at: row.createdAt.toISOString(),
});
