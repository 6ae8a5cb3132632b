import { i18n } from '@lingui/core';
import { isIsoDate } from '@padosi/shared/calendar-dates';
import { communityTimeZone } from '../../lib/clock';
import { clockTime, longDate } from '../../lib/day-names';

/** 'Mon, 24 Nov 2026 · 9:30 AM'. */
export const requestWhen = (date: string, time: string) => `${isIsoDate(date) ? longDate(date) : date} · ${clockTime(time)}`;

const stamps = new Map<string, Intl.DateTimeFormat>();
/** A moment as people in India read it, in the page's language: '24 Nov 2026, 9:30 am' / '24 नव॰ 2026, 9:30 am'. */
export function formatStamp(iso: string): string {
  const locale = i18n.locale === 'hi' ? 'hi-IN' : 'en-IN';
  const key = `${locale} ${communityTimeZone()}`;
  let stamp = stamps.get(key);
  if (!stamp) {
    stamp = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: communityTimeZone() });
    stamps.set(key, stamp);
  }
  return stamp.format(new Date(iso));
}
