import { ADMIN_MESSAGES, type ChecklistItem, type SetupChecklist } from '@padosi/shared/admin';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { addDays } from '@padosi/shared/calendar-dates';
import { zonedInstant } from '@padosi/shared/kitchens';
import type { ServiceContext } from '../../platform/services/context';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { deleteUserSessions } from '../../db/sessions';
import { countOpenReports } from '../reports/reports.service';
import { societySettings } from '../settings/settings.service';
import { checklistFacts, dashboardCounts, listAudit, listAuditActions, searchProviders, searchUsers, setUserFlags, type AuditFilter } from './admin.repo';

const WEEK_MS = 7 * 86_400_000;

export async function getDashboard(ctx: ServiceContext) {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [counts, reportedListings] = await Promise.all([dashboardCounts(db, new Date(now.getTime() - WEEK_MS)), countOpenReports(db)]);
  return { ...counts, reportedListings };
}

/**
 * The setup checklist (issue 24), computed from the data on each call, so an item ticks itself the moment its screen
 * saves: the society's name and a way to reach the team (console or environment), an apartment, an active sub
 * category, a category marked for home help, an emergency contact, a live banner, the About, FAQ and Contact pages,
 * and a resident who signed in.
 */
export async function getChecklist(ctx: ServiceContext): Promise<SetupChecklist> {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  const [facts, settings] = await Promise.all([checklistFacts(ctx.db, ctx.clock.now()), societySettings(ctx)]);
  const done: Record<ChecklistItem, boolean> = {
    settings: Boolean(settings.societyName && (settings.helplinePhone || settings.supportEmail)),
    apartments: facts.apartment,
    categories: facts.category,
    homeHelp: facts.homeHelp,
    emergency: settings.emergencyContacts.length > 0,
    banner: facts.banner,
    pages: facts.missingPages.length === 0,
    residents: facts.resident,
  };
  const items = (Object.keys(done) as ChecklistItem[]).map((key) => ({ key, done: done[key] }));
  return { items, missingPages: facts.missingPages, complete: items.every((i) => i.done) };
}

const toAdminUser = (u: { id: number; name: string; email: string; isAdmin: boolean; isDisabled: boolean; createdAt: Date }) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  is_admin: u.isAdmin,
  is_disabled: u.isDisabled,
  created_at: u.createdAt.toISOString(),
});

export async function findUsers(ctx: ServiceContext, q: string, page: number, pageSize: number) {
  const { rows, total } = await searchUsers(ctx.db, q, page, pageSize);
  return { items: rows.map(toAdminUser), total, page, pageSize };
}

/**
 * Grants or revokes admin rights and disables or re-enables an account. Disabling ends every session of the user
 * at once (their next call is a 401), makes their ads and rentals Inactive, and hides their providers, rides and
 * kitchen; enabling the account again shows those three again (what a report hid stays hidden). An admin cannot
 * demote or disable themselves, so the portal always keeps one. The listing modules hear of it through the event
 * bus (`user.disabled`), inside the same transaction. One audit entry.
 */
export async function changeUserFlags(ctx: ServiceContext, id: number, flags: { is_admin?: boolean; is_disabled?: boolean }) {
  if (id === ctx.user.id && (flags.is_admin === false || flags.is_disabled === true)) throw Invalid(ADMIN_MESSAGES.selfDemote);
  const row = await ctx.transaction(async (tx) => {
    const updated = await setUserFlags(tx.db, id, { isAdmin: flags.is_admin, isDisabled: flags.is_disabled });
    if (updated && flags.is_disabled) await deleteUserSessions(tx.db, id);
    if (updated && flags.is_disabled !== undefined) await tx.emit('user.disabled', { userId: id, disabled: flags.is_disabled });
    return updated;
  });
  if (!row) throw NotFound('The user');
  const action =
    flags.is_disabled !== undefined ? (flags.is_disabled ? 'user.disable' : 'user.enable') : flags.is_admin ? 'user.grant_admin' : 'user.revoke_admin';
  await ctx.audit(action, `user:${row.id}`, flags);
  return toAdminUser(row);
}

/** Dates are calendar days in the community's time zone: "to" includes the whole of that day. */
export async function findAudit(ctx: ServiceContext, q: { actor: string; action: string; from?: string; to?: string; page: number; pageSize: number }) {
  const zone = ctx.clock.timeZone;
  const filter: AuditFilter = {
    actor: q.actor,
    action: q.action,
    from: q.from ? zonedInstant(q.from, '00:00', zone) : undefined,
    to: q.to ? zonedInstant(addDays(q.to, 1), '00:00', zone) : undefined,
  };
  const { rows, total } = await listAudit(ctx.db, filter, q.page, q.pageSize);
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

export const findAuditActions = (ctx: ServiceContext) => listAuditActions(ctx.db);

/** Providers by name or phone; `unverified` for the verification queue. */
export const findProviders = (ctx: ServiceContext, q: { q: string; unverified?: 'true' | 'false'; page: number; pageSize: number }) =>
  searchProviders(ctx.db, q.q, q.unverified === 'true', q.page, q.pageSize);
