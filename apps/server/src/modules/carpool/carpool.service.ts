import { type FastifyRequest } from 'fastify';
import { RIDE_LIMITS, RIDE_MESSAGES, normaliseRide, rideIssues, type RideValues } from '@padosi/shared/carpool';
import { timeInIndia, todayInIndia, weekdayIndex } from '@padosi/shared/calendar-dates';
import { WEEK_DAYS, isAhead, runsOn, upcomingRuns } from '@padosi/shared/recurrence';
import { audit } from '../../platform/audit';
import { assertOwnerOrAdmin, type AuthUser } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { Invalid, NotFound } from '../../platform/errors';
import * as repo from './carpool.repo';
import { toRide } from './ride-view';

/**
 * The most recurring rides one list request expands in code (ordered by their likely next run). It keeps every
 * list request bounded on PGlite; a city's recurring rides for one day or one route stay far below it (decision 502).
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
export async function listRides(deps: AppDeps, filter: RideFilter, userId: number | null, now = new Date()) {
  const { db } = deps.database;
  const today = todayInIndia(now);
  const date = filter.date || null;
  const pageSize = RIDE_LIMITS.pageSize;
  if (date && date < today) return { items: [], total: 0, page: filter.page, pageSize };
  const f = { from: filter.from, to: filter.to, date, weekday: date ? WEEK_DAYS[weekdayIndex(date)]! : null, today, now: timeInIndia(now), userId };
  const [oneOff, candidates] = await Promise.all([repo.listOneOffRuns(db, f, filter.page * pageSize), repo.listRecurringCandidates(db, f, CANDIDATE_CAP)]);
  const recurring: repo.Run[] = [];
  for (const c of candidates) {
    const run = date ? (runsOn(c, date) && isAhead(date, c.ride_time, now) ? date : undefined) : upcomingRuns(c, c.ride_time, 1, now)[0];
    if (run) recurring.push({ id: c.id, run, time: c.ride_time });
  }
  // The first page*pageSize runs of the merged order all lie within these two lists.
  const merged = [...oneOff.runs, ...recurring].sort(byRun);
  const pageIds = merged.slice((filter.page - 1) * pageSize, filter.page * pageSize).map((m) => m.id);
  const rows = new Map((await repo.findRidesByIds(db, pageIds)).map((r) => [r.id, r]));
  const items = pageIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toRide(row, RIDE_LIMITS.listDates, now, date)] : [];
  });
  return { items, total: oneOff.total + recurring.length, page: filter.page, pageSize };
}

export async function getRide(deps: AppDeps, id: number, now = new Date()) {
  const row = await repo.findRide(deps.database.db, id);
  if (!row) throw NotFound(RIDE_MESSAGES.notFound);
  return toRide(row, RIDE_LIMITS.detailDates, now);
}

function assertDates(values: RideValues, kept?: repo.RideRow) {
  const issues = rideIssues(values, todayInIndia(), kept && { ride_date: kept.rideDate, recurrence_end_date: kept.recurrenceEndDate });
  if (issues.length > 0) throw Invalid(issues[0]!.message, Object.fromEntries(issues.map((i) => [i.path, i.message])));
}

export async function createRide(deps: AppDeps, user: AuthUser, values: RideValues) {
  assertDates(values);
  const row = await repo.insertRide(deps.database.db, user.id, normaliseRide(values));
  return toRide(row, RIDE_LIMITS.detailDates, new Date());
}

/** Only the owner or an admin; a ride's own past start or end date may stay when other fields change. */
export async function updateRide(deps: AppDeps, request: FastifyRequest, user: AuthUser, id: number, values: RideValues) {
  const { db } = deps.database;
  const current = await repo.findRide(db, id);
  if (!current) throw NotFound(RIDE_MESSAGES.notFound);
  assertOwnerOrAdmin(user, current.userId);
  assertDates(values, current);
  const row = await repo.updateRide(db, id, normaliseRide(values));
  if (!row) throw NotFound(RIDE_MESSAGES.notFound);
  if (user.id !== current.userId) await audit(db, request, 'ride.update', `ride:${id}`, { owner: current.userId });
  return toRide(row, RIDE_LIMITS.detailDates, new Date());
}

export async function deleteRide(deps: AppDeps, request: FastifyRequest, user: AuthUser, id: number) {
  const { db } = deps.database;
  const current = await repo.findRide(db, id);
  if (!current) throw NotFound(RIDE_MESSAGES.notFound);
  assertOwnerOrAdmin(user, current.userId);
  await repo.deleteRide(db, id);
  if (user.id !== current.userId) await audit(db, request, 'ride.delete', `ride:${id}`, { owner: current.userId });
}
