import { selectOrdinal, t } from '@lingui/core/macro';
import { dayOfMonth, weekDayOf, yearOf } from '@padosi/shared/calendar-dates';
import { communityToday } from '../../lib/clock';
import type { RideSchedule } from '@padosi/shared/recurrence';
import { sortWeekDays, type WeekDay } from '@padosi/shared/week-days';
import { dayMonth, weekDayLabel, weekDayName } from '../../lib/day-names';

/*
 * A ride's schedule in the page's language: the same sentence as the shared describeSchedule (the API's English
 * `schedule`, whose wording this keeps), built from whole catalogue texts so Hindi puts the words in its own order.
 */
function weekly(days: readonly WeekDay[], n: number): string {
  const sorted = sortWeekDays(days);
  if (sorted.length === 7) return n === 1 ? t`Every day` : t`Every ${n} weeks on every day`;
  if (sorted.join() === 'MON,TUE,WED,THU,FRI') return n === 1 ? t`Every weekday (Mon–Fri)` : t`Every ${n} weeks on weekday (Mon–Fri)`;
  const list = sorted.map(weekDayLabel).join(', ');
  return n === 1 ? t`Every ${list}` : t`Every ${n} weeks on ${list}`;
}

function monthly(n: number, day: number): string {
  if (day > 28) {
    return n === 1
      ? t`Every month on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (or the last day)`
      : t`Every ${n} months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} (or the last day)`;
  }
  return n === 1
    ? t`Every month on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`
    : t`Every ${n} months on the ${selectOrdinal(day, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`;
}

function sameWeekday(n: number, iso: string): string {
  const name = weekDayName(weekDayOf(iso));
  const week = Math.ceil(dayOfMonth(iso) / 7);
  if (week === 5) return n === 1 ? t`Every month on the last ${name}` : t`Every ${n} months on the last ${name}`;
  return n === 1
    ? t`Every month on the ${selectOrdinal(week, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} ${name}`
    : t`Every ${n} months on the ${selectOrdinal(week, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} ${name}`;
}

/** "Every Mon, Wed, Fri until 31 Dec"; the year shows only when it is not this year. */
export function scheduleText(s: RideSchedule, today: string = communityToday()): string {
  const thisYear = yearOf(today);
  const date = (iso: string) => dayMonth(iso, yearOf(iso) !== thisYear);
  if (!s.is_recurring || !s.recurrence_pattern) {
    const on = date(s.ride_date);
    return t`Once, on ${on}`;
  }
  const n = Math.max(1, Math.floor(s.recurrence_interval || 1));
  let text: string;
  switch (s.recurrence_pattern) {
    case 'DAILY':
      text = n === 1 ? t`Every day` : t`Every ${n} days`;
      break;
    case 'WEEKLY':
      text = weekly(s.recurrence_days, n);
      break;
    case 'MONTHLY':
      text = monthly(n, dayOfMonth(s.ride_date));
      break;
    case 'CUSTOM':
      text = sameWeekday(n, s.ride_date);
      break;
  }
  if (s.ride_date > today) {
    const start = date(s.ride_date);
    text = t`${text} from ${start}`;
  }
  if (s.recurrence_end_date) {
    const end = date(s.recurrence_end_date);
    text = t`${text} until ${end}`;
  }
  return text;
}
