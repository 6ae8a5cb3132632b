import { t } from '@lingui/core/macro';
import { addDays } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/kitchens';
import { communityTimeZone } from '../../../lib/clock';
import { clockTime, longDate } from '../../../lib/day-names';

/** The community's calendar (India by default; the server decides cut-offs, this only fills the pickers). */
export const today = () => zonedToday(communityTimeZone());
export const nextDays = (n: number) => Array.from({ length: n }, (_, i) => addDays(today(), i));
export const dayLabel = (iso: string) => (iso === today() ? t`Today` : iso === addDays(today(), 1) ? t`Tomorrow` : longDate(iso).replace(/ \d{4}$/, ''));

/** An ISO instant's time of day in the community: "10:30 AM". */
export function cutoffTime(iso: string) {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: communityTimeZone(), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return clockTime(time);
}

/** An ISO instant as "10:30 AM, Tue, 24 Nov" in the community. */
export function cutoffLabel(iso: string) {
  return `${cutoffTime(iso)}, ${dayLabel(zonedToday(communityTimeZone(), new Date(iso)))}`;
}
