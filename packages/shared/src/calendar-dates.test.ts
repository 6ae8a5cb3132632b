import { afterEach, describe, expect, it } from 'vitest';
import { addDays, dateInMonth, daysInMonth, formatDayMonth, formatLongDate, formatTime12h, isIsoDate, monthIndex, weekdayIndex } from './calendar-dates';
import { zonedTime, zonedToday } from './clock';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('isIsoDate', () => {
  it('accepts real dates including 29 Feb of a leap year', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2025-12-31')).toBe(true);
  });
  it('rejects impossible or malformed dates', () => {
    for (const bad of ['2025-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', '01-04-2025', '', '2025-04-01T00:00']) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });
});

describe('day arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
  it('knows month lengths, including century leap rules', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
  it('clamps a day to the end of a shorter month', () => {
    expect(dateInMonth(monthIndex('2025-02-01'), 31)).toBe('2025-02-28');
    expect(dateInMonth(monthIndex('2024-02-01'), 31)).toBe('2024-02-29');
    expect(dateInMonth(monthIndex('2025-04-01'), 31)).toBe('2025-04-30');
    expect(dateInMonth(monthIndex('2025-12-01') + 1, 15)).toBe('2026-01-15');
  });
  it('names weekdays Monday = 0 to Sunday = 6, before and after 1970', () => {
    expect(weekdayIndex('2025-06-02')).toBe(0);
    expect(weekdayIndex('2025-06-01')).toBe(6);
    expect(weekdayIndex('1970-01-01')).toBe(3);
    expect(weekdayIndex('1969-12-29')).toBe(0);
    expect(weekdayIndex('2024-02-29')).toBe(3);
  });
});

describe('today in the community clock (Asia/Kolkata)', () => {
  const kolkataToday = (at: Date) => zonedToday('Asia/Kolkata', at);
  const timeInIndia = (at: Date) => zonedTime('Asia/Kolkata', at);
  it('turns over at midnight IST (18:30 UTC), not at midnight UTC', () => {
    expect(kolkataToday(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(kolkataToday(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
    expect(timeInIndia(new Date('2025-03-31T18:29:59Z'))).toBe('23:59');
    expect(timeInIndia(new Date('2025-03-31T02:00:00Z'))).toBe('07:30');
  });
  it("turns over at the community zone's midnight: the same instant is the next day in Kolkata, still today in Dubai", () => {
    const instant = new Date('2026-11-24T19:00:00Z');
    expect(zonedToday('Asia/Kolkata', instant)).toBe('2026-11-25');
    expect(zonedToday('Asia/Dubai', instant)).toBe('2026-11-24');
    expect(zonedTime('Asia/Dubai', instant)).toBe('23:00');
  });
  it('does not depend on the machine time zone', () => {
    const instant = new Date('2025-12-31T20:00:00Z');
    for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(kolkataToday(instant), tz).toBe('2026-01-01');
      expect(addDays('2025-03-30', 1), tz).toBe('2025-03-31');
      expect(weekdayIndex('2025-03-30'), tz).toBe(6);
    }
  });
});

describe('formatting', () => {
  it('formats short and long dates and 12-hour times', () => {
    expect(formatDayMonth('2025-12-31')).toBe('31 Dec');
    expect(formatDayMonth('2026-01-05', true)).toBe('5 Jan 2026');
    expect(formatLongDate('2025-06-02')).toBe('Mon, 2 Jun 2025');
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('08:30')).toBe('8:30 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('18:45')).toBe('6:45 PM');
  });
});
