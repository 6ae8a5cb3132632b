import { formatDayMonth } from '@padosi/shared/calendar-dates';
import { communityToday } from './clock';

// No Intl here: the first Intl formatter with a time zone costs a phone about 200 ms of main-thread time to load its
// locale and zone data, and these run in the first render of the lists (issue 11).

/** '25 Nov 2026': the calendar date of a timestamp in the community's time zone. */
export const formatDate = (value: string | Date) => formatDayMonth(communityToday(typeof value === 'string' ? new Date(value) : value), true);
