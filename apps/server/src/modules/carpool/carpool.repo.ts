import { and, asc, count, eq, getTableColumns, gte, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { VerifiedResident } from '@padosi/shared/residents';
import { verifiedResidentOf } from '../../db/verified-resident';
import type { RideValues } from '@padosi/shared/carpool';
import type { RideSchedule } from '@padosi/shared/recurrence';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { rides } = schema;
/** `verified`: the poster's badge (issue 25), read by lists and details; a fresh write's answer has none. */
export type RideRow = typeof rides.$inferSelect & { verified?: VerifiedResident | null };
const withBadge = { ...getTableColumns(rides), verified: verifiedResidentOf(rides.userId) };

const toColumns = (v: RideValues) => ({
  rideName: v.ride_name,
  phoneNumber: v.phone_number,
  mode: v.mode,
  fromLocation: v.from_location,
  toLocation: v.to_location,
  rideDate: v.ride_date,
  rideTime: v.ride_time,
  availableSeats: v.available_seats,
  vehicleDetails: v.vehicle_details,
  additionalNotes: v.additional_notes,
  isRecurring: v.is_recurring,
  recurrencePattern: v.recurrence_pattern,
  recurrenceDays: v.recurrence_days,
  recurrenceInterval: v.recurrence_interval,
  recurrenceEndDate: v.recurrence_end_date,
  recurrenceExceptions: v.recurrence_exceptions,
});

export async function insertRide(db: Db, userId: number, values: RideValues) {
  const [row] = await db
    .insert(rides)
    .values({ userId, ...toColumns(values) })
    .returning();
  return row!;
}

export async function updateRide(db: Db, id: number, values: RideValues) {
  const [row] = await db
    .update(rides)
    .set({ ...toColumns(values), updatedAt: new Date() })
    .where(eq(rides.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRide(db: Db, id: number) {
  await db.delete(rides).where(eq(rides.id, id));
}

export async function setRideHidden(db: Db, id: number, reason: 'report' | 'admin' | null) {
  await db.update(rides).set({ hiddenReason: reason }).where(eq(rides.id, id));
}

export async function findRide(db: Db, id: number) {
  const [row] = await db.select(withBadge).from(rides).where(eq(rides.id, id)).limit(1);
  return row ?? null;
}

export async function findRidesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(withBadge).from(rides).where(inArray(rides.id, ids));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface RideListFilter {
  from: string;
  to: string;
  /** Only runs on this date; without it, runs on or after `today`. */
  date: string | null;
  /** The date's weekday as MON…SUN, to drop weekly rides on other days in SQL. */
  weekday: string | null;
  /** Today and the clock in India: a run today whose time has passed is over. */
  today: string;
  now: string;
  userId: number | null;
  /** The owner's or an admin's view of one user's rides: rides the admins hid are listed too. */
  withHidden?: boolean;
}

export type Candidate = RideSchedule & { id: number; ride_time: string };
export interface Run {
  id: number;
  run: string;
  time: string;
}

function commonConditions(f: RideListFilter): SQL[] {
  const where: SQL[] = [];
  if (!f.withHidden) where.push(isNull(rides.hiddenReason));
  if (f.userId != null) where.push(eq(rides.userId, f.userId));
  if (f.from) where.push(ilike(rides.fromLocation, `%${escapeLike(f.from)}%`));
  if (f.to) where.push(ilike(rides.toLocation, `%${escapeLike(f.to)}%`));
  return where;
}

/**
 * One-off rides are decided wholly in SQL: their run is their date. The first `limit` runs in order (partial
 * index on date, time, id) and how many there are.
 */
export async function listOneOffRuns(db: Db, f: RideListFilter, limit: number): Promise<{ runs: Run[]; total: number }> {
  const where = and(
    eq(rides.isRecurring, false),
    f.date ? eq(rides.rideDate, f.date) : gte(rides.rideDate, f.today),
    sql`(${rides.rideDate} > ${f.today} OR ${rides.rideTime} >= ${f.now})`,
    ...commonConditions(f),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: rides.id, run: rides.rideDate, time: rides.rideTime })
      .from(rides)
      .where(where)
      .orderBy(asc(rides.rideDate), asc(rides.rideTime), asc(rides.id))
      .limit(limit),
    db.select({ n: count() }).from(rides).where(where),
  ]);
  return { runs: rows, total: total?.n ?? 0 };
}

/**
 * Recurring rides that may run on the date (or still run after today), cheap to decide in SQL on the indexed
 * columns; the exact "does it run then" is the caller's, in code, on at most `cap` rows ordered by likely next run.
 */
export async function listRecurringCandidates(db: Db, f: RideListFilter, cap: number): Promise<Candidate[]> {
  const where: SQL[] = [eq(rides.isRecurring, true), ...commonConditions(f)];
  if (f.date) {
    where.push(sql`${rides.lastDate} >= ${f.date}`, sql`${rides.rideDate} <= ${f.date}`);
    where.push(sql`NOT (${f.date}::text = ANY(${rides.recurrenceExceptions}))`);
    where.push(sql`(${rides.recurrencePattern} IS DISTINCT FROM 'WEEKLY' OR ${f.weekday}::text = ANY(${rides.recurrenceDays}))`);
  } else {
    where.push(sql`${rides.lastDate} >= ${f.today}`);
  }
  return db
    .select({
      id: rides.id,
      ride_date: rides.rideDate,
      ride_time: rides.rideTime,
      is_recurring: rides.isRecurring,
      recurrence_pattern: rides.recurrencePattern,
      recurrence_days: rides.recurrenceDays,
      recurrence_interval: rides.recurrenceInterval,
      recurrence_end_date: rides.recurrenceEndDate,
      recurrence_exceptions: rides.recurrenceExceptions,
    })
    .from(rides)
    .where(and(...where))
    .orderBy(sql`greatest(${rides.rideDate}, ${f.date ?? f.today}::date)`, asc(rides.rideTime), asc(rides.id))
    .limit(cap);
}
