import { z } from 'zod';
import { maxMessage } from './common';

/** Shapes of the admin console's own calls (the spec names the admin module but does not show it). */

export const APARTMENT_LIMITS = { nameMax: 100 } as const;

export const ApartmentName = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(APARTMENT_LIMITS.nameMax, maxMessage(APARTMENT_LIMITS.nameMax)),
});
export type ApartmentNameInput = z.input<typeof ApartmentName>;

export const ApartmentRetireBody = z.object({ retired: z.boolean() });

export const AdminApartment = z.object({ id: z.number().int(), name: z.string(), retired: z.boolean(), residents: z.number().int() });
export type AdminApartment = z.infer<typeof AdminApartment>;

/** The dashboard's counts, each the size of a queue the team acts on. */
export const AdminDashboard = z.object({
  newEnquiries: z.number().int(),
  pendingHomeHelp: z.number().int(),
  newFeedback: z.number().int(),
  unverifiedProviders: z.number().int(),
  reportedListings: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/**
 * The setup checklist on the dashboard (issue 24), in the order a society goes live. Each item ticks itself from the
 * data (GET /api/admin/checklist); the web app names each and links it to its screen.
 */
export const CHECKLIST_ITEMS = ['settings', 'apartments', 'categories', 'homeHelp', 'emergency', 'banner', 'pages', 'residents'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
/** The CMS pages a live portal needs (About, FAQ, Contact), by slug. */
export const CHECKLIST_PAGES = ['about-us', 'faq', 'contact-us'] as const;
export const SetupChecklist = z.object({
  items: z.array(z.object({ key: z.enum(CHECKLIST_ITEMS), done: z.boolean() })),
  /** Of CHECKLIST_PAGES, those with no active page yet. */
  missingPages: z.array(z.enum(CHECKLIST_PAGES)),
  complete: z.boolean(),
});
export type SetupChecklist = z.infer<typeof SetupChecklist>;

export const USER_SEARCH_MAX = 100;

export const AdminUserQuery = z.object({
  q: z.string().trim().max(USER_SEARCH_MAX, maxMessage(USER_SEARCH_MAX)).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const AdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserFlags = z
  .object({ is_admin: z.boolean().optional(), is_disabled: z.boolean().optional() })
  .refine((v) => v.is_admin !== undefined || v.is_disabled !== undefined, 'Nothing to change.');

export const AUDIT_ACTION_MAX = 60;

/** A YYYY-MM-DD day, bounded before the format check. */
const AuditDate = z.string().trim().max(10, { message: 'Choose a date.', abort: true }).pipe(z.iso.date('Choose a date.'));

export const AuditQuery = z.object({
  actor: z.string().trim().max(USER_SEARCH_MAX, maxMessage(USER_SEARCH_MAX)).default(''),
  action: z.string().trim().max(AUDIT_ACTION_MAX, maxMessage(AUDIT_ACTION_MAX)).default(''),
  from: AuditDate.optional().or(z.literal('').transform(() => undefined)),
  to: AuditDate.optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQueryInput = z.input<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  details: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const ADMIN_MESSAGES = {
  selfDemote: 'You cannot remove your own admin rights or disable yourself.',
  apartmentRetired: 'This apartment is no longer available. Choose another one.',
} as const;

export const CategoryStatusBody = z.object({ status: z.boolean() });
/** The new order of one group (main categories, or the sub categories of one main category). */
export const CategoryOrderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });

export const AdminProviderQuery = z.object({
  q: z.string().trim().max(USER_SEARCH_MAX, maxMessage(USER_SEARCH_MAX)).default(''),
  unverified: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const AdminProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  phone_number: z.string(),
  category_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  admin_verified: z.boolean(),
  is_admin_contact: z.boolean(),
  /** Hidden from every public list (by an admin, a report, or the owner's disabled account). */
  hidden: z.boolean(),
  created_at: z.string(),
});
export type AdminProvider = z.infer<typeof AdminProvider>;
