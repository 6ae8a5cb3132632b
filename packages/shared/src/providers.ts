import { z } from 'zod';
import { MAX_ROW_ID, SHORT_MAX, TEN_DIGITS, maxMessage, short } from './common';
import { Paged } from './paging';
import { VerifiedResident } from './residents';
import { HAS_SHOP, PROVIDER_LIMITS, PROVIDER_MESSAGES } from './provider-constants';
import { visibleTextLength } from './rich-text';

export * from './provider-constants';

/** A select's value: '' (nothing chosen) or an id; a number from JSON is accepted too. */
const toId = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && v !== 'null' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID ? n : null;
};

const requiredId = (message: string) =>
  z.union([z.number(), z.string().max(SHORT_MAX)], { error: message }).transform((v, ctx) => {
    const id = toId(v);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });

const optionalId = (message: string) =>
  z
    .union([z.number(), z.string().max(SHORT_MAX), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '' || v === 'null') return null;
      const id = toId(v);
      if (id === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return id;
    });

const text = (max: number) => z.string().trim().max(max, maxMessage(max)).default('');

const providerFields = (nameMax: number) =>
  z.object({
    name: z.string({ error: PROVIDER_MESSAGES.nameRequired }).trim().min(1, PROVIDER_MESSAGES.nameRequired).max(nameMax, maxMessage(nameMax)),
    has_shop: z.enum([...HAS_SHOP, '']).optional(),
    shopname: text(PROVIDER_LIMITS.shopnameMax),
    address: text(PROVIDER_LIMITS.addressMax),
    pincode: text(PROVIDER_LIMITS.pincodeMax),
    apartment_id: optionalId('Choose an apartment from the list.'),
    business_details: text(PROVIDER_LIMITS.businessDetailsMax),
    parent_id: requiredId(PROVIDER_MESSAGES.parentRequired),
    service_type: requiredId(PROVIDER_MESSAGES.categoryRequired),
    phone_number: z
      .string({ error: PROVIDER_MESSAGES.phoneRequired })
      .trim()
      .max(SHORT_MAX, short(PROVIDER_MESSAGES.phoneRequired))
      .regex(TEN_DIGITS, PROVIDER_MESSAGES.phoneRequired),
    long_desc: z
      .string()
      // Markup may outweigh the visible text, but not without bound: the counter below only runs on bounded input.
      .max(PROVIDER_LIMITS.longDescHtmlMax, { message: maxMessage(PROVIDER_LIMITS.longDescMax), abort: true })
      .default('')
      .refine((html) => visibleTextLength(html) <= PROVIDER_LIMITS.longDescMax, maxMessage(PROVIDER_LIMITS.longDescMax)),
  });

/** The multipart text fields of both forms, for the API document (the file field is profile_image_url). */
export const ProviderFormFields = providerFields(PROVIDER_LIMITS.nameMaxUpdate);

/** Shop fields are required when the shop question says yes; checked even while other fields are still wrong. */
const requiredForShop = (field: 'shopname' | 'address' | 'pincode', message: string) => ({
  check: (v: { has_shop?: 'yes' | 'no' | ''; shopname: string; address: string; pincode: string }) => !hasShop(v) || v[field] !== '',
  params: { path: [field], message, when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null },
});

function providerForm(nameMax: number, kind: 'create' | 'update') {
  const shop = requiredForShop('shopname', PROVIDER_MESSAGES.shopnameRequired);
  const address = requiredForShop('address', PROVIDER_MESSAGES.addressRequired);
  const pincode = requiredForShop('pincode', PROVIDER_MESSAGES.pincodeRequired);
  return providerFields(nameMax)
    .refine(shop.check, shop.params)
    .refine(address.check, address.params)
    .refine(pincode.check, pincode.params)
    .transform((v) => {
      const shop = hasShop(v);
      // Answering No clears the shop name; the registration form also clears the shop's address and pincode.
      return {
        ...v,
        has_shop: shop ? ('yes' as const) : ('no' as const),
        shopname: shop ? v.shopname : '',
        address: shop || kind === 'update' ? v.address : '',
        pincode: shop || kind === 'update' ? v.pincode : '',
      };
    });
}

const hasShop = (v: { has_shop?: 'yes' | 'no' | ''; shopname?: unknown }) =>
  v.has_shop ? v.has_shop === 'yes' : typeof v.shopname === 'string' && v.shopname !== '';

/** Registration form (/createcard): name up to 80. */
export const ProviderCreateForm = providerForm(PROVIDER_LIMITS.nameMaxCreate, 'create');
/** Update form (/business-update/{id}): name up to 100. */
export const ProviderUpdateForm = providerForm(PROVIDER_LIMITS.nameMaxUpdate, 'update');
export type ProviderFormInput = z.input<typeof ProviderCreateForm>;
export type ProviderFormValues = z.output<typeof ProviderCreateForm>;

/** One card of a provider list. service_type is the sub category's name; the phone is the helpline for admin contacts. */
export const ProviderListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  service_type: z.string(),
  category_id: z.number().int(),
  address: z.string().nullable(),
  phone_number: z.string(),
  profile_image_url: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  admin_verified: z.boolean(),
  parent_id: z.number().int(),
  parent_category_name: z.string(),
  /** The badge of the resident who added it, or null (issue 25); admin_verified is the admin's own check. */
  verified: VerifiedResident.nullable(),
  /** Present (true) only when the admins hid it: then only its owner and admins see it (their own lists, its page). */
  hidden: z.literal(true).optional(),
});
export type ProviderListItem = z.infer<typeof ProviderListItem>;

export const ProviderPage = Paged(ProviderListItem);
export type ProviderPage = z.infer<typeof ProviderPage>;

/** The home page: the best few providers of each main category. */
export const ProviderHomeList = z.object({ items: z.array(ProviderListItem) });

export const ProviderDetail = z.object({
  service_provider_id: z.number().int(),
  service_provider_name: z.string(),
  title: z.string().nullable(),
  user_id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  parent_id: z.number().int(),
  parent_category_name: z.string(),
  shopname: z.string().nullable(),
  phone_number: z.string(),
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  apartment_name: z.string().nullable(),
  business_details: z.string().nullable(),
  long_desc: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  admin_verified: z.boolean(),
  is_admin_contact: z.boolean(),
  rating: z.number(),
  review_count: z.number().int(),
  service_provider_created_at: z.string(),
  /** The badge of the resident who added it, or null (issue 25); admin_verified is the admin's own check. */
  verified: VerifiedResident.nullable(),
  hidden: z.literal(true).optional(),
});
export type ProviderDetail = z.infer<typeof ProviderDetail>;
export const ProviderDetailResponse = z.object({ data: ProviderDetail });

/** What the edit screen reads back: the form's values plus parent_category_id. Owner or admin only. */
export const ProviderEditValues = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  has_shop: z.enum(HAS_SHOP),
  shopname: z.string(),
  address: z.string(),
  pincode: z.string(),
  apartment_id: z.number().int().nullable(),
  business_details: z.string(),
  parent_id: z.number().int(),
  parent_category_id: z.number().int(),
  service_type: z.number().int(),
  phone_number: z.string(),
  profile_image_url: z.string().nullable(),
  long_desc: z.string(),
});
export type ProviderEditValues = z.infer<typeof ProviderEditValues>;
export const ProviderEditResponse = z.object({ data: ProviderEditValues });

export const ProviderSavedResponse = z.object({ message: z.string(), id: z.number().int() });

/** Admin-only flags, never part of the public forms. */
export const ProviderAdminFlags = z
  .object({ admin_verified: z.boolean().optional(), is_admin_contact: z.boolean().optional(), hidden: z.boolean().optional() })
  .refine(
    (v) => v.admin_verified !== undefined || v.is_admin_contact !== undefined || v.hidden !== undefined,
    'Send admin_verified, is_admin_contact or hidden.',
  );
