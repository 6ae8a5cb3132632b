import { ADMIN_MESSAGES } from '@padosi/shared/admin';
import type { AuthUser } from '../../platform/http/auth';
import type { Db } from '../../platform/engine/db';
import { Invalid, NotFound } from '../../platform/http/errors';
import { deleteUserSessions } from '../../db/sessions';
import { hideUserAds } from '../ads/ads.service';
import { hideUserRentals } from '../rentals/rentals.service';
import { forgetProvidersOfDisabledUser, hideProvidersOfDisabledUser } from '../providers/providers.service';
import { hideRidesOfDisabledUser } from '../carpool/carpool.service';
import { hideKitchenOfDisabledUser } from '../kitchens/kitchens.service';
import { countOpenReports } from '../reports/reports.service';
import { dashboardCounts, listAudit, searchUsers, setUserFlags, type AuditFilter } from './admin.repo';

const WEEK_MS = 7 * 86_400_000;
const IST = '+05:30';

export async function getDashboard(db: Db, now = new Date()) {
  const [counts, reportedListings] = await Promise.all([dashboardCounts(db, new Date(now.getTime() - WEEK_MS)), countOpenReports(db)]);
  return { ...counts, reportedListings };
}

const toAdminUser = (u: { id: number; name: string; email: string; isAdmin: boolean; isDisabled: boolean; createdAt: Date }) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  is_admin: u.isAdmin,
  is_disabled: u.isDisabled,
  created_at: u.createdAt.toISOString(),
});

export async function findUsers(db: Db, q: string, page: number, pageSize: number) {
  const { rows, total } = await searchUsers(db, q, page, pageSize);
  return { items: rows.map(toAdminUser), total, page, pageSize };
}

/**
 * Grants or revokes admin rights and disables or re-enables an account. Disabling ends every session of the user
 * at once (their next call is a 401), makes their ads and rentals Inactive, and hides their providers, rides and
 * kitchen; enabling the account again shows those three again (what a report hid stays hidden). An admin cannot
 * demote or disable themselves, so the portal always keeps one.
 */
export async function changeUserFlags(db: Db, actor: AuthUser, id: number, flags: { is_admin?: boolean; is_disabled?: boolean }) {
  if (id === actor.id && (flags.is_admin === false || flags.is_disabled === true)) throw Invalid(ADMIN_MESSAGES.selfDemote);
  const row = await db.transaction(async (tx) => {
    const updated = await setUserFlags(tx, id, { isAdmin: flags.is_admin, isDisabled: flags.is_disabled });
    if (updated && flags.is_disabled) {
      await deleteUserSessions(tx, id);
      // Their ads and rentals leave every public list in the same transaction.
      await hideUserAds(tx, id);
      await hideUserRentals(tx, id);
    }
    if (updated && flags.is_disabled !== undefined) {
      await hideProvidersOfDisabledUser(tx, id, flags.is_disabled);
      await hideRidesOfDisabledUser(tx, id, flags.is_disabled);
      await hideKitchenOfDisabledUser(tx, id, flags.is_disabled);
    }
    return updated;
  });
  if (!row) throw NotFound('The user');
  if (flags.is_disabled !== undefined) await forgetProvidersOfDisabledUser(db);
  return toAdminUser(row);
}

/** Dates are India calendar days: "to" includes the whole of that day. */
export async function findAudit(db: Db, q: { actor: string; action: string; from?: string; to?: string; page: number; pageSize: number }) {
  const filter: AuditFilter = {
    actor: q.actor,
    action: q.action,
    from: q.from ? new Date(`${q.from}T00:00:00${IST}`) : undefined,
    to: q.to ? new Date(new Date(`${q.to}T00:00:00${IST}`).getTime() + 86_400_000) : undefined,
  };
  const { rows, total } = await listAudit(db, filter, q.page, q.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actor_id: r.actorId,
      actor_name: r.actorName,
      actor_email: r.actorEmail,
      action: r.action,
      subject: r.subject,
      details: r.details,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
