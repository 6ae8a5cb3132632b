import { MONTH_SHORT, MONTH_SHORT_HI, formatDayMonth } from '@padosi/shared/calendar-dates';
import { communityToday } from './clock';
import { activeLanguage } from './i18n';

// No Intl here: the first Intl formatter with a time zone costs a phone about 200 ms of main-thread time to load its
// locale and zone data, and these run in the first render of the lists (issue 11). Money needs no language: en-IN
// and hi-IN both write ₹1,00,000 (formatRupees in @padosi/shared/money).

/** '25 Nov 2026' ('25 नव॰ 2026' on a Hindi page): the calendar date of a timestamp in the community's time zone. */
export const formatDate = (value: string | Date, language = activeLanguage()) =>
  formatDayMonth(communityToday(typeof value === 'string' ? new Date(value) : value), true, language);

/** 'Nov 2026' ('नव॰ 2026' on a Hindi page): the month and year of a timestamp, as "member since" shows it. */
export const formatMonthYear = (value: string | Date, language = activeLanguage()) => {
  const [y, m] = communityToday(typeof value === 'string' ? new Date(value) : value).split('-');
  return `${(language === 'hi' ? MONTH_SHORT_HI : MONTH_SHORT)[Number(m) - 1]} ${y}`;
};
