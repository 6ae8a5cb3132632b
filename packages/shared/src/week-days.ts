/**
 * The one weekday encoding: the codes MON…SUN that the API carries (a ride's recurrence_days, a kitchen slot's days;
 * the spec fixes them), Monday first, so a code's index is its weekday from Monday = 0 (`weekdayIndex` in
 * calendar-dates.ts). Labels and names are keyed by the code; `weekDayOf(date)` gives a calendar date's code.
 */
export const WEEK_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const WEEK_DAY_LABELS: Record<WeekDay, string> = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' };
export const WEEK_DAY_NAMES: Record<WeekDay, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

/** The days of a weekly schedule, deduplicated, in week order. */
export const sortWeekDays = (days: readonly WeekDay[]): WeekDay[] => WEEK_DAYS.filter((d) => days.includes(d));
