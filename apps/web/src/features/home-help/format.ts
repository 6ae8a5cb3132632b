import { formatLongDate, formatTime12h, isIsoDate } from '@padosi/shared/calendar-dates';
import { communityTimeZone } from '../../lib/clock';

/** 'Mon, 24 Nov 2026 · 9:30 AM'. */
export const requestWhen = (date: string, time: string) => `${isIsoDate(date) ? formatLongDate(date) : date} · ${formatTime12h(time)}`;

const stamp = () => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: communityTimeZone() });
/** A moment as people in India read it: '24 Nov 2026, 9:30 am'. */
export const formatStamp = (iso: string) => stamp().format(new Date(iso));
