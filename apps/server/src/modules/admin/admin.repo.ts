import { and, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { CHECKLIST_PAGES } from '@padosi/shared/admin';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { escapeLike } from '../../platform/sql/sql-text';

const { apartments, auditLog, banners, categories, cmsPages, enquiries, feedback, homeHelpRequests, serviceProviders, users } = schema;

const total = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0;

/**
 * The dashboard is a read model across modules: four COUNTs, each served by an index on its status or date
 * (enquiries_status_created_idx, home_help_status_idx, feedback_created_idx, the providers' rank index).
 */
export async function dashboardCounts(db: Db, feedbackSince: Date) {
  const [newEnquiries, pendingHomeHelp, newFeedback, unverifiedProviders] = await Promise.all([
    total(db.select({ n: count() }).from(enquiries).where(eq(enquiries.status, 'new'))),
    total(db.select({ n: count() }).from(homeHelpRequests).where(eq(homeHelpRequests.status, 'Pending'))),
    total(db.select({ n: count() }).from(feedback).where(gte(feedback.createdAt, feedbackSince))),
    total(db.select({ n: count() }).from(serviceProviders).where(eq(serviceProviders.adminVerified, false))),
  ]);
  return { newEnquiries, pendingHomeHelp, newFeedback, unverifiedProviders };
}

const exists = async (q: Promise<unknown[]>) => (await q).length > 0;

/**
 * What the setup checklist reads from the data (issue 24): small EXISTS-style reads (LIMIT 1), each on a table a
 * society keeps short (categories, apartments, banners, CMS pages) or through the users' primary key.
 */
export async function checklistFacts(db: Db, now: Date) {
  const [apartment, category, homeHelp, banner, pages, resident] = await Promise.all([
    exists(db.select({ id: apartments.id }).from(apartments).where(isNull(apartments.retiredAt)).limit(1)),
    exists(
      db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.status, true), isNotNull(categories.parentId)))
        .limit(1),
    ),
    exists(
      db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.status, true), isNotNull(categories.homeHelp)))
        .limit(1),
    ),
    exists(
      db
        .select({ id: banners.id })
        .from(banners)
        .where(and(eq(banners.status, true), gt(banners.expireDate, now)))
        .limit(1),
    ),
    db
      .select({ slug: cmsPages.slug })
      .from(cmsPages)
      .where(and(eq(cmsPages.status, 'active'), inArray(cmsPages.slug, [...CHECKLIST_PAGES]))),
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, false), eq(users.isDisabled, false)))
        .limit(1),
    ),
  ]);
  const active = new Set(pages.map((p) => p.slug));
  return { apartment, category, homeHelp, banner, missingPages: CHECKLIST_PAGES.filter((s) => !active.has(s)), resident };
}

export async function searchUsers(db: Db, q: string, page: number, pageSize: number) {
  const like = `%${escapeLike(q)}%`;
  const where = q ? or(ilike(users.name, like), ilike(users.email, like)) : undefined;
  const [rows, n] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, isDisabled: users.isDisabled, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total(db.select({ n: count() }).from(users).where(where)),
  ]);
  return { rows, total: n };
}

export async function findUserFlags(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, isAdmin: users.isAdmin, isDisabled: users.isDisabled }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function setUserFlags(db: Db, id: number, flags: { isAdmin?: boolean; isDisabled?: boolean }) {
  const [row] = await db
    .update(users)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, isDisabled: users.isDisabled, createdAt: users.createdAt });
  return row ?? null;
}

export interface AuditFilter {
  actor: string;
  action: string;
  from?: Date;
  to?: Date;
}

export async function listAudit(db: Db, f: AuditFilter, page: number, pageSize: number) {
  const where: SQL[] = [];
  if (f.actor) {
    const like = `%${escapeLike(f.actor)}%`;
    where.push(or(ilike(users.name, like), ilike(users.email, like))!);
  }
  if (f.action) where.push(ilike(auditLog.action, `${escapeLike(f.action)}%`));
  if (f.from) where.push(gte(auditLog.createdAt, f.from));
  if (f.to) where.push(lt(auditLog.createdAt, f.to));
  const condition = where.length ? and(...where) : undefined;
  const base = () => db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(condition);
  const [rows, n] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        action: auditLog.action,
        subject: auditLog.subject,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total(base()),
  ]);
  return { rows, total: n };
}

/** Distinct actions, for the filter's choices. */
export const listAuditActions = async (db: Db) =>
  (await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(200)).map((r) => r.action);

/** Providers by name or phone for the admin screen, newest first; optionally only those awaiting verification. */
export async function searchProviders(db: Db, q: string, onlyUnverified: boolean, page: number, pageSize: number) {
  const where: SQL[] = [];
  if (q) where.push(or(ilike(serviceProviders.name, `%${escapeLike(q)}%`), ilike(serviceProviders.phoneNumber, `${escapeLike(q)}%`))!);
  if (onlyUnverified) where.push(eq(serviceProviders.adminVerified, false));
  const condition = where.length ? and(...where) : undefined;
  const [rows, n] = await Promise.all([
    db
      .select({
        id: serviceProviders.id,
        name: serviceProviders.name,
        phone: serviceProviders.phoneNumber,
        category: categories.name,
        owner: users.name,
        verified: serviceProviders.adminVerified,
        adminContact: serviceProviders.isAdminContact,
        hiddenReason: serviceProviders.hiddenReason,
        createdAt: serviceProviders.createdAt,
      })
      .from(serviceProviders)
      .leftJoin(categories, eq(categories.id, serviceProviders.categoryId))
      .leftJoin(users, eq(users.id, serviceProviders.userId))
      .where(condition)
      .orderBy(desc(serviceProviders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    total(db.select({ n: count() }).from(serviceProviders).where(condition)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone_number: r.phone,
      category_name: r.category,
      owner_name: r.owner,
      admin_verified: r.verified,
      is_admin_contact: r.adminContact,
      hidden: r.hiddenReason !== null,
      created_at: r.createdAt.toISOString(),
    })),
    total: n,
    page,
    pageSize,
  };
}
