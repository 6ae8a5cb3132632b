import { MONTH_SHORT, dayOfMonth, formatTime12h, monthOf, weekDayOf, yearOf } from '@padosi/shared/calendar-dates';
import { WEEK_DAY_LABELS } from '@padosi/shared/week-days';
import { communityToday } from '../../lib/clock';

/** 'Mon, 24 Nov' this year, 'Mon, 4 Jan 2027' otherwise; 'Today' and 'Tomorrow' where they apply. */
export function rideDay(iso: string, today = communityToday()): string {
  if (iso === today) return 'Today';
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(ty, tm - 1, td + 1)).toISOString().slice(0, 10);
  if (iso === tomorrow) return 'Tomorrow';
  const year = yearOf(iso) !== yearOf(today) ? ` ${yearOf(iso)}` : '';
  return `${WEEK_DAY_LABELS[weekDayOf(iso)]}, ${dayOfMonth(iso)} ${MONTH_SHORT[monthOf(iso) - 1]}${year}`;
}

export const rideWhen = (date: string, time: string) => `${rideDay(date)} · ${formatTime12h(time)}`;

export const seatsText = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;
