import { t } from '@lingui/core/macro';
import { addDays, INDIA_TIME_ZONE } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/kitchens';
import { clockTime, longDate } from '../../../lib/day-names';

/** The community's calendar (India by default; the server decides cut-offs, this only fills the pickers). */
export const today = () => zonedToday(INDIA_TIME_ZONE);
export const nextDays = (n: number) => Array.from({ length: n }, (_, i) => addDays(today(), i));
export const dayLabel = (iso: string) => (iso === today() ? t`Today` : iso === addDays(today(), 1) ? t`Tomorrow` : longDate(iso).replace(/ \d{4}$/, ''));

/** An ISO instant's time of day in India: "10:30 AM". */
export function cutoffTime(iso: string) {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return clockTime(time);
}

/** An ISO instant as "10:30 AM, Tue, 24 Nov" in India. */
export function cutoffLabel(iso: string) {
  return `${cutoffTime(iso)}, ${dayLabel(zonedToday(INDIA_TIME_ZONE, new Date(iso)))}`;
}
