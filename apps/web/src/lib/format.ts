import { formatDayMonth, todayInIndia } from '@padosi/shared/calendar-dates';

// No Intl here: the first Intl formatter with a time zone costs a phone about 200 ms of main-thread time to load its
// locale and zone data, and these run in the first render of the lists (issue 11).

/** '25 Nov 2026': the calendar date in India of a timestamp. */
export const formatDate = (value: string | Date) => formatDayMonth(todayInIndia(typeof value === 'string' ? new Date(value) : value), true);

/** 1234567 → '12,34,567': a whole number in Indian digit grouping. */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  let rest = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  while (rest.length > 0) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  return (n < 0 ? '-' : '') + groups.join(',');
}
