import { t, plural } from '@lingui/core/macro';
import { weekDayOf, yearOf } from '@padosi/shared/calendar-dates';
import { communityToday } from '../../lib/clock';
import { clockTime, dayMonth, weekDayLabel } from '../../lib/day-names';

/** 'Mon, 24 Nov' this year, 'Mon, 4 Jan 2027' otherwise; 'Today' and 'Tomorrow' where they apply. */
export function rideDay(iso: string, today = communityToday()): string {
  if (iso === today) return t`Today`;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(ty, tm - 1, td + 1)).toISOString().slice(0, 10);
  if (iso === tomorrow) return t`Tomorrow`;
  return `${weekDayLabel(weekDayOf(iso))}, ${dayMonth(iso, yearOf(iso) !== yearOf(today))}`;
}

export const rideWhen = (date: string, time: string) => `${rideDay(date)} · ${clockTime(time)}`;

export const seatsText = (n: number) => plural(n, { one: '# seat', other: '# seats' });
