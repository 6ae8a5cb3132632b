/**
 * Calendar dates as 'YYYY-MM-DD' strings. Arithmetic runs on day numbers (days since 1970-01-01, computed with
 * Date.UTC) so neither the machine's time zone nor a UTC conversion can ever shift a day. "Today" comes from the
 * community clock (clock.ts), which knows the community's time zone.
 */
import { WEEK_DAYS, WEEK_DAY_LABELS, type WeekDay } from './week-days';

const DAY_MS = 86_400_000;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** 24-hour clock, as an `<input type="time">` sends it. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM', or 'HH:MM:SS' as some time inputs send it; toTimeOfDay keeps 'HH:MM'. */
export const isTimeOfDay = (v: string) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v);
export const toTimeOfDay = (v: string) => v.slice(0, 5);

export const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** hi-IN's short months, as Intl writes them ("25 नव॰ 2026"), without loading Intl's tables (issue 23). */
export const MONTH_SHORT_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'] as const;

function parts(iso: string): [number, number, number] {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

/** A real calendar date in the 'YYYY-MM-DD' shape (rejects 2025-02-30 and 2025-13-01). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = parts(value);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function toDayNumber(iso: string): number {
  const [y, m, d] = parts(iso);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (iso: string, days: number) => fromDayNumber(toDayNumber(iso) + days);

/** Days in a month; month is 1–12. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const yearOf = (iso: string) => parts(iso)[0];
export const monthOf = (iso: string) => parts(iso)[1];
export const dayOfMonth = (iso: string) => parts(iso)[2];

/** Months since year 0: the month index used to count monthly intervals. */
export const monthIndex = (iso: string) => yearOf(iso) * 12 + monthOf(iso) - 1;

/** The date with this month index and day, the day clamped to the month's last day (31 Jan → 28/29 Feb). */
export function dateInMonth(index: number, day: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const d = Math.min(day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Monday = 0 … Sunday = 6 (1970-01-01 was a Thursday). */
export function weekdayIndex(iso: string): number {
  return (((toDayNumber(iso) + 3) % 7) + 7) % 7;
}

/** The weekday code (MON…SUN) of a calendar date. */
export const weekDayOf = (iso: string): WeekDay => WEEK_DAYS[weekdayIndex(iso)]!;

/** The Monday of the week holding the date, as a day number. */
export const mondayOf = (iso: string) => toDayNumber(iso) - weekdayIndex(iso);

/** '31 Dec', or '31 Dec 2026' when asked for the year. */
export function formatDayMonth(iso: string, withYear = false, language: 'en' | 'hi' = 'en'): string {
  const [y, m, d] = parts(iso);
  return `${d} ${(language === 'hi' ? MONTH_SHORT_HI : MONTH_SHORT)[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** 'Mon, 2 Jun 2025'. */
export function formatLongDate(iso: string): string {
  return `${WEEK_DAY_LABELS[weekDayOf(iso)]}, ${formatDayMonth(iso, true)}`;
}

/** '07:05' → '7:05 AM'; anything that is not HH:MM is returned unchanged. */
export function formatTime12h(time: string): string {
  if (!HH_MM.test(time)) return time;
  const h = Number(time.slice(0, 2));
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${time.slice(3, 5)} ${suffix}`;
}
