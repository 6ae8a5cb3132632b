import { addDays, formatLongDate, formatTime12h } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/kitchens';
import { communityTimeZone } from '../../../lib/clock';

/** The community's calendar (India by default; the server decides cut-offs, this only fills the pickers). */
export const today = () => zonedToday(communityTimeZone());
export const nextDays = (n: number) => Array.from({ length: n }, (_, i) => addDays(today(), i));
export const dayLabel = (iso: string) => (iso === today() ? 'Today' : iso === addDays(today(), 1) ? 'Tomorrow' : formatLongDate(iso).replace(/ \d{4}$/, ''));

/** An ISO instant as "10:30 AM, Tue, 24 Nov 2026" in India. */
export function cutoffLabel(iso: string) {
  const at = new Date(iso);
  const date = zonedToday(communityTimeZone(), at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: communityTimeZone(), hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${formatTime12h(time)}, ${dayLabel(date)}`;
}
