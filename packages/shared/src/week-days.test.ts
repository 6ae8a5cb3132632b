import { describe, expect, it } from 'vitest';
import { formatLongDate, weekDayOf, weekdayIndex } from './calendar-dates';
import { WEEK_DAYS, WEEK_DAY_LABELS, WEEK_DAY_NAMES, sortWeekDays } from './week-days';

describe('the weekday encoding', () => {
  it('gives a calendar date its code, Monday first, whatever the machine time zone', () => {
    expect(weekDayOf('2025-06-02')).toBe('MON');
    expect(weekDayOf('2025-06-01')).toBe('SUN');
    expect(weekDayOf('1970-01-01')).toBe('THU');
    expect(weekDayOf('2024-02-29')).toBe('THU');
    for (const iso of ['2025-06-02', '2025-06-05', '2025-06-08']) expect(WEEK_DAYS.indexOf(weekDayOf(iso))).toBe(weekdayIndex(iso));
  });

  it('names every code once, short and long, and the long date uses the short name', () => {
    expect(Object.keys(WEEK_DAY_LABELS)).toEqual([...WEEK_DAYS]);
    expect(Object.keys(WEEK_DAY_NAMES)).toEqual([...WEEK_DAYS]);
    expect(WEEK_DAY_NAMES.SAT).toBe('Saturday');
    expect(formatLongDate('2025-06-07')).toBe('Sat, 7 Jun 2025');
  });

  it('sorts and deduplicates a schedule in week order', () => {
    expect(sortWeekDays(['SUN', 'MON', 'FRI', 'MON'])).toEqual(['MON', 'FRI', 'SUN']);
  });
});
