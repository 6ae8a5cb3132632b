import { formatDayMonth, todayInIndia } from '@padosi/shared/calendar-dates';

// No Intl here: the first Intl formatter with a time zone costs a phone about 200 ms of main-thread time to load its
// locale and zone data, and these run in the first render of the lists (issue 11).

/** '25 Nov 2026': the calendar date in India of a timestamp. */
export const formatDate = (value: string | Date) => formatDayMonth(todayInIndia(typeof value === 'string' ? new Date(value) : value), true);
