import {
  dateInMonth,
  dayOfMonth,
  daysInMonth,
  formatDayMonth,
  fromDayNumber,
  mondayOf,
  monthIndex,
  toDayNumber,
  weekDayOf,
  weekdayIndex,
  yearOf,
} from './calendar-dates';
import { zonedTime, zonedToday } from './clock';
import { WEEK_DAY_LABELS, WEEK_DAY_NAMES, WEEK_DAYS, sortWeekDays, type WeekDay } from './week-days';

/**
 * Which dates a ride runs on. Dates are calendar dates ('YYYY-MM-DD') in India; see calendar-dates.ts.
 *
 * - one-off: only on ride_date.
 * - DAILY: every `interval` days from ride_date.
 * - WEEKLY: on the chosen days, every `interval` weeks; weeks run Monday–Sunday and are counted from the week
 *   holding ride_date; nothing runs before ride_date.
 * - MONTHLY: on ride_date's day of the month, every `interval` months; in a shorter month it runs on the last day
 *   (31 Jan → 28 or 29 Feb → 31 Mar).
 * - CUSTOM: on ride_date's weekday and its place in the month, every `interval` months, e.g. "the 2nd Saturday".
 *   A start on the 5th such weekday of its month means "the last" one (docs/decisions/501).
 *
 * A recurring ride stops after recurrence_end_date (when set) and skips every date in recurrence_exceptions.
 */
export const RECURRENCE_PATTERNS = ['DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];
const ORDINALS = ['1st', '2nd', '3rd', '4th', 'last'] as const;

export interface RideSchedule {
  ride_date: string;
  is_recurring: boolean;
  recurrence_pattern: RecurrencePattern | null;
  recurrence_days: readonly WeekDay[];
  recurrence_interval: number;
  recurrence_end_date: string | null;
  recurrence_exceptions: readonly string[];
}

/** Safety net for open-ended loops; a real schedule stops long before. */
const MAX_STEPS = 5000;

const intervalOf = (s: RideSchedule) => Math.max(1, Math.floor(s.recurrence_interval || 1));

/** 1–4 for the first to fourth such weekday of the month; 5 ("last") for a fifth one. */
const weekOfMonth = (iso: string) => Math.ceil(dayOfMonth(iso) / 7);

/** The CUSTOM pattern's date in a month: the nth (or last) occurrence of the weekday. */
function nthWeekdayInMonth(index: number, weekday: number, nth: number): string {
  const first = dateInMonth(index, 1);
  const offset = (weekday - weekdayIndex(first) + 7) % 7;
  const firstMatch = 1 + offset;
  const year = Math.floor(index / 12);
  const last = daysInMonth(year, (index % 12) + 1);
  const day = nth >= 5 ? firstMatch + 7 * Math.floor((last - firstMatch) / 7) : firstMatch + 7 * (nth - 1);
  return dateInMonth(index, day);
}

/** Whether the pattern alone (ignoring end date and exceptions) puts a run on this date. */
function matchesPattern(s: RideSchedule, date: string): boolean {
  if (date < s.ride_date) return false;
  if (!s.is_recurring || !s.recurrence_pattern) return date === s.ride_date;
  const interval = intervalOf(s);
  switch (s.recurrence_pattern) {
    case 'DAILY':
      return (toDayNumber(date) - toDayNumber(s.ride_date)) % interval === 0;
    case 'WEEKLY': {
      if (!s.recurrence_days.includes(weekDayOf(date))) return false;
      return ((mondayOf(date) - mondayOf(s.ride_date)) / 7) % interval === 0;
    }
    case 'MONTHLY': {
      const months = monthIndex(date) - monthIndex(s.ride_date);
      return months % interval === 0 && date === dateInMonth(monthIndex(date), dayOfMonth(s.ride_date));
    }
    case 'CUSTOM': {
      const months = monthIndex(date) - monthIndex(s.ride_date);
      return months % interval === 0 && date === nthWeekdayInMonth(monthIndex(date), weekdayIndex(s.ride_date), weekOfMonth(s.ride_date));
    }
  }
}

/** Whether the ride runs on this calendar date. */
export function runsOn(s: RideSchedule, date: string): boolean {
  if (s.is_recurring && s.recurrence_end_date && date > s.recurrence_end_date) return false;
  if (s.is_recurring && s.recurrence_exceptions.includes(date)) return false;
  return matchesPattern(s, date);
}

/** The last date the ride can run on (ignoring exceptions); null when it never ends. */
export function lastPossibleDate(s: RideSchedule): string | null {
  if (!s.is_recurring) return s.ride_date;
  return s.recurrence_end_date;
}

/** Candidate dates of the pattern on or after `from`, in order, before end date and exceptions are applied. */
function* candidates(s: RideSchedule, from: string): Generator<string> {
  const start = from > s.ride_date ? from : s.ride_date;
  const interval = intervalOf(s);
  if (!s.is_recurring || !s.recurrence_pattern) {
    if (s.ride_date >= from) yield s.ride_date;
    return;
  }
  if (s.recurrence_pattern === 'DAILY') {
    const base = toDayNumber(s.ride_date);
    let k = Math.ceil((toDayNumber(start) - base) / interval);
    for (;;) yield fromDayNumber(base + k++ * interval);
  }
  if (s.recurrence_pattern === 'WEEKLY') {
    const days = sortWeekDays(s.recurrence_days).map((d) => WEEK_DAYS.indexOf(d));
    if (days.length === 0) return;
    const week0 = mondayOf(s.ride_date);
    let w = Math.floor((mondayOf(start) - week0) / 7);
    if (w % interval !== 0) w += interval - (w % interval);
    for (; ; w += interval) {
      for (const d of days) {
        const date = fromDayNumber(week0 + w * 7 + d);
        if (date >= start) yield date;
      }
    }
  }
  const startIndex = monthIndex(s.ride_date);
  let m = monthIndex(start) - startIndex;
  if (m % interval !== 0) m += interval - (m % interval);
  for (; ; m += interval) {
    const index = startIndex + m;
    const date =
      s.recurrence_pattern === 'MONTHLY'
        ? dateInMonth(index, dayOfMonth(s.ride_date))
        : nthWeekdayInMonth(index, weekdayIndex(s.ride_date), weekOfMonth(s.ride_date));
    if (date >= start) yield date;
  }
}

/** Up to `limit` dates the ride runs on, on or after `from`, in order. */
export function occurrences(s: RideSchedule, from: string, limit: number): string[] {
  const out: string[] = [];
  if (limit <= 0) return out;
  const end = lastPossibleDate(s);
  let steps = 0;
  for (const date of candidates(s, from)) {
    if (end && date > end) break;
    if (++steps > MAX_STEPS) break;
    if (!s.is_recurring || !s.recurrence_exceptions.includes(date)) out.push(date);
    if (out.length >= limit) break;
  }
  return out;
}

/** The next run on or after `from`, or null when the ride never runs again. */
export const nextRunOn = (s: RideSchedule, from: string) => occurrences(s, from, 1)[0] ?? null;

/** Runs still ahead at `now` in the community's zone: a run today whose departure time has passed is over. */
export function upcomingRuns(s: RideSchedule, rideTime: string, limit: number, now: Date, timeZone: string): string[] {
  const today = zonedToday(timeZone, now);
  const dropToday = rideTime < zonedTime(timeZone, now);
  const dates = occurrences(s, today, limit + 1);
  return (dropToday ? dates.filter((d) => d !== today) : dates).slice(0, limit);
}

/** Whether a run on `date` at `rideTime` is still ahead at `now`. */
export function isAhead(date: string, rideTime: string, now: Date, timeZone: string): boolean {
  const today = zonedToday(timeZone, now);
  return date > today || (date === today && rideTime >= zonedTime(timeZone, now));
}

const plural = (n: number, word: string) => (n === 1 ? word : `${n} ${word}s`);

function ordinalDay(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

function describeDays(days: readonly WeekDay[]): string {
  const sorted = sortWeekDays(days);
  if (sorted.length === 7) return 'day';
  if (sorted.join() === 'MON,TUE,WED,THU,FRI') return 'weekday (Mon–Fri)';
  return sorted.map((d) => WEEK_DAY_LABELS[d]).join(', ');
}

/** A schedule a person reads: "Every Mon, Wed, Fri until 31 Dec". The year shows only when it is not this year. */
export function describeSchedule(s: RideSchedule, today: string): string {
  const thisYear = yearOf(today);
  const dayMonth = (iso: string) => formatDayMonth(iso, yearOf(iso) !== thisYear);
  if (!s.is_recurring || !s.recurrence_pattern) return `Once, on ${dayMonth(s.ride_date)}`;
  const n = intervalOf(s);
  let text: string;
  switch (s.recurrence_pattern) {
    case 'DAILY':
      text = n === 1 ? 'Every day' : `Every ${n} days`;
      break;
    case 'WEEKLY': {
      const days = describeDays(s.recurrence_days);
      text = n === 1 ? `Every ${days}` : `Every ${n} weeks on ${days === 'day' ? 'every day' : days}`;
      break;
    }
    case 'MONTHLY': {
      const day = dayOfMonth(s.ride_date);
      text = `Every ${plural(n, 'month')} on the ${ordinalDay(day)}${day > 28 ? ' (or the last day)' : ''}`;
      break;
    }
    case 'CUSTOM': {
      const place = ORDINALS[weekOfMonth(s.ride_date) - 1];
      text = `Every ${plural(n, 'month')} on the ${place} ${WEEK_DAY_NAMES[weekDayOf(s.ride_date)]}`;
      break;
    }
  }
  if (s.ride_date > today) text += ` from ${dayMonth(s.ride_date)}`;
  if (s.recurrence_end_date) text += ` until ${dayMonth(s.recurrence_end_date)}`;
  return text;
}
