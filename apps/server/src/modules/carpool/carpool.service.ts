import { RIDE_LIMITS, RIDE_MESSAGES, normaliseRide, rideIssues, type RideValues } from '@padosi/shared/carpool';
import { weekDayOf } from '@padosi/shared/calendar-dates';
import { zonedTime } from '@padosi/shared/clock';
import { isAhead, runsOn, upcomingRuns } from '@padosi/shared/recurrence';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../../platform/http/auth';
import type { ServiceContext, SystemContext, ViewerContext } from '../../platform/services/context';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';
import { hideForDisabledOwner } from '../../platform/sql/hidden';
import { pageSlice, toPage } from '../../platform/sql/paging';
import { Invalid, NotFound } from '../../platform/http/errors';
import * as repo from './carpool.repo';
import { toRide } from './ride-view';
import { assertCanPost } from '../residents/residents.service';
import { revealPhone } from '../trust/phone-reveals.service';
import { posterOf, postersOf } from '../trust/posters.service';
import { assertNotRemoved } from '../moderation/moderation.service';
import { assertNotSuspended } from '../trust/strikes.service';

/**
 * The most recurring rides one list request expands in code (ordered by their likely next run). It keeps every
 * list request bounded; a city's recurring rides for one day or one route stay far below it (decision 502).
 */
export const CANDIDATE_CAP = 1000;

export interface RideFilter {
  from: string;
  to: string;
  date: string;
  page: number;
}

const byRun = (a: repo.Run, b: repo.Run) => a.run.localeCompare(b.run) || a.time.localeCompare(b.time) || a.id - b.id;

/**
 * The ride list: rides that run on the chosen date (or still have a run ahead), soonest first, paged. One-off rides
 * are ordered and counted in SQL; recurring ones are expanded in code; the page is the merge of both.
 */
export async function listRides(ctx: ViewerContext, filter: RideFilter, userId: number | null, now = ctx.clock.now()) {
  const { db, user: viewer } = ctx;
  const today = ctx.clock.today(now);
  const date = filter.date || null;
  const pageSize = RIDE_LIMITS.pageSize;
  const page = { page: filter.page, pageSize };
  if (date && date < today) return toPage([], 0, page);
  const f = {
    from: filter.from,
    to: filter.to,
    date,
    weekday: date ? weekDayOf(date) : null,
    today,
    now: zonedTime(ctx.clock.timeZone, now),
    userId,
    withHidden: userId !== null && isOwnerOrAdmin(viewer, userId),
  };
  const [oneOff, candidates] = await Promise.all([repo.listOneOffRuns(db, f, filter.page * pageSize), repo.listRecurringCandidates(db, f, CANDIDATE_CAP)]);
  const recurring: repo.Run[] = [];
  for (const c of candidates) {
    const run = date
      ? runsOn(c, date) && isAhead(date, c.ride_time, now, ctx.clock.timeZone)
        ? date
        : undefined
      : upcomingRuns(c, c.ride_time, 1, now, ctx.clock.timeZone)[0];
    if (run) recurring.push({ id: c.id, run, time: c.ride_time });
  }
  // The first page*pageSize runs of the merged order all lie within these two lists.
  const merged = [...oneOff.runs, ...recurring].sort(byRun);
  const { limit, offset } = pageSlice(page);
  const pageIds = merged.slice(offset, offset + limit).map((m) => m.id);
  const found = await repo.findRidesByIds(db, pageIds);
  const rows = new Map(found.map((r) => [r.id, r]));
  const posters = await postersOf(
    db,
    found.map((r) => r.userId),
  );
  const items = pageIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toRide(row, { phone: false, poster: posters.get(row.userId) ?? null }, RIDE_LIMITS.listDates, ctx.clock, now, date)] : [];
  });
  return toPage(items, oneOff.total + recurring.length, page);
}

/** A ride the admins hid is "not found" for everyone but its owner and the admins. */
export async function getRide(ctx: ViewerContext, id: number) {
  const row = await repo.findRide(ctx.db, id);
  if (row) assertNotRemoved(ctx.user, row);
  if (!row || (row.hiddenReason !== null && !isOwnerOrAdmin(ctx.user, row.userId))) throw NotFound(RIDE_MESSAGES.notFound);
  return toRide(
    row,
    { phone: isOwnerOrAdmin(ctx.user, row.userId), poster: await posterOf(ctx.db, row.userId) },
    RIDE_LIMITS.detailDates,
    ctx.clock,
    ctx.clock.now(),
  );
}

/** The ride's phone number for a signed-in viewer: counted and limited (issue 25); hidden rides as in getRide. */
export async function revealRidePhone(ctx: ViewerContext, id: number) {
  const row = await repo.findRide(ctx.db, id);
  if (row) assertNotRemoved(ctx.user, row);
  if (!row || (row.hiddenReason !== null && !isOwnerOrAdmin(ctx.user, row.userId))) throw NotFound(RIDE_MESSAGES.notFound);
  return revealPhone(ctx, 'ride', { id: row.id, userId: row.userId, phone: row.phoneNumber });
}

function assertDates(today: string, values: RideValues, kept?: repo.RideRow) {
  const issues = rideIssues(values, today, kept && { ride_date: kept.rideDate, recurrence_end_date: kept.recurrenceEndDate });
  if (issues.length > 0) throw Invalid(issues[0]!.message, Object.fromEntries(issues.map((i) => [i.path, i.message])));
}

/** The ride, read once, if the user may change it (its owner or an admin). */
async function ownRide(ctx: ServiceContext, id: number) {
  const current = await repo.findRide(ctx.db, id);
  if (!current) throw NotFound(RIDE_MESSAGES.notFound);
  assertOwnerOrAdmin(ctx.user, current.userId);
  return current;
}

export async function createRide(ctx: ServiceContext, values: RideValues) {
  await assertCanPost(ctx);
  await assertNotSuspended(ctx);
  assertDates(ctx.clock.today(), values);
  const row = await repo.insertRide(ctx.db, ctx.user.id, normaliseRide(values));
  return toRide(row, { phone: true, poster: await posterOf(ctx.db, row.userId) }, RIDE_LIMITS.detailDates, ctx.clock, ctx.clock.now());
}

/** Only the owner or an admin; a ride's own past start or end date may stay when other fields change. */
export async function updateRide(ctx: ServiceContext, id: number, values: RideValues) {
  const current = await ownRide(ctx, id);
  assertDates(ctx.clock.today(), values, current);
  const row = await repo.updateRide(ctx.db, id, normaliseRide(values));
  if (!row) throw NotFound(RIDE_MESSAGES.notFound);
  if (ctx.user.id !== current.userId) await ctx.audit('ride.update', `ride:${id}`, { owner: current.userId });
  return toRide(row, { phone: true, poster: await posterOf(ctx.db, row.userId) }, RIDE_LIMITS.detailDates, ctx.clock, ctx.clock.now());
}

export async function deleteRide(ctx: ServiceContext, id: number) {
  const current = await ownRide(ctx, id);
  await repo.deleteRide(ctx.db, id);
  if (ctx.user.id !== current.userId) await ctx.audit('ride.delete', `ride:${id}`, { owner: current.userId });
}

/** Inside the account change's transaction: a disabled owner's rides leave every list; enabling brings them back. */
export const hideRidesOfDisabledUser = (tx: Db, userId: number, disabled: boolean) => hideForDisabledOwner(tx, schema.rides, userId, disabled);

/** A report an admin acted on: the ride is hidden until an admin shows it again. */
export async function hideReportedRide(ctx: SystemContext, id: number) {
  await repo.setRideHidden(ctx.db, id, 'report');
}
