import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { describeSchedule, isAhead, nextRunOn, occurrences, runsOn, upcomingRuns, type RideSchedule } from './recurrence';

const once = (ride_date: string): RideSchedule => ({
  ride_date,
  is_recurring: false,
  recurrence_pattern: null,
  recurrence_days: [],
  recurrence_interval: 1,
  recurrence_end_date: null,
  recurrence_exceptions: [],
});
const every = (pattern: RideSchedule['recurrence_pattern'], ride_date: string, more: Partial<RideSchedule> = {}): RideSchedule => ({
  ...once(ride_date),
  is_recurring: true,
  recurrence_pattern: pattern,
  ...more,
});

describe('one-off rides', () => {
  it('run only on their date', () => {
    const s = once('2025-06-10');
    expect(runsOn(s, '2025-06-10')).toBe(true);
    expect(runsOn(s, '2025-06-11')).toBe(false);
    expect(occurrences(s, '2025-06-01', 5)).toEqual(['2025-06-10']);
    expect(occurrences(s, '2025-06-11', 5)).toEqual([]);
  });
  it('ignore recurrence fields left over from the form', () => {
    const s = { ...once('2025-06-10'), recurrence_pattern: 'DAILY' as const, recurrence_exceptions: ['2025-06-10'] };
    expect(occurrences(s, '2025-06-01', 3)).toEqual(['2025-06-10']);
  });
});

describe('DAILY', () => {
  it('runs every day from the ride date', () => {
    expect(occurrences(every('DAILY', '2025-06-10'), '2025-06-01', 3)).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
  });
  it('honours the interval counted from the ride date, also when asked from a later date', () => {
    const s = every('DAILY', '2025-06-10', { recurrence_interval: 3 });
    expect(occurrences(s, '2025-06-11', 3)).toEqual(['2025-06-13', '2025-06-16', '2025-06-19']);
    expect(runsOn(s, '2025-06-16')).toBe(true);
    expect(runsOn(s, '2025-06-17')).toBe(false);
  });
  it('crosses the leap day and the year end', () => {
    expect(occurrences(every('DAILY', '2028-02-28'), '2028-02-28', 3)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(occurrences(every('DAILY', '2025-12-30', { recurrence_interval: 2 }), '2025-12-30', 2)).toEqual(['2025-12-30', '2026-01-01']);
  });
  it('stops after the end date, which is included', () => {
    const s = every('DAILY', '2025-06-10', { recurrence_end_date: '2025-06-12' });
    expect(occurrences(s, '2025-06-01', 10)).toEqual(['2025-06-10', '2025-06-11', '2025-06-12']);
    expect(runsOn(s, '2025-06-13')).toBe(false);
    expect(nextRunOn(s, '2025-06-13')).toBeNull();
  });
  it('skips exception dates without shifting the others', () => {
    const s = every('DAILY', '2025-06-10', { recurrence_exceptions: ['2025-06-11', '2025-06-13'] });
    expect(occurrences(s, '2025-06-10', 3)).toEqual(['2025-06-10', '2025-06-12', '2025-06-14']);
    expect(runsOn(s, '2025-06-11')).toBe(false);
  });
  it('returns nothing when every remaining date is an exception', () => {
    const s = every('DAILY', '2025-06-10', { recurrence_end_date: '2025-06-11', recurrence_exceptions: ['2025-06-10', '2025-06-11'] });
    expect(occurrences(s, '2025-06-01', 5)).toEqual([]);
  });
});

describe('WEEKLY', () => {
  const mwf = every('WEEKLY', '2025-06-03', { recurrence_days: ['MON', 'WED', 'FRI'] }); // a Tuesday

  it('runs on the chosen days, never before the ride date', () => {
    expect(occurrences(mwf, '2025-06-01', 4)).toEqual(['2025-06-04', '2025-06-06', '2025-06-09', '2025-06-11']);
    expect(runsOn(mwf, '2025-06-02')).toBe(false);
    expect(runsOn(mwf, '2025-06-03')).toBe(false);
  });
  it('accepts days in any order and repeated', () => {
    const s = every('WEEKLY', '2025-06-02', { recurrence_days: ['FRI', 'MON', 'FRI'] });
    expect(occurrences(s, '2025-06-02', 3)).toEqual(['2025-06-02', '2025-06-06', '2025-06-09']);
  });
  it('every 2 weeks counts weeks (Mon–Sun) from the week holding the ride date', () => {
    const s = every('WEEKLY', '2025-06-05', { recurrence_days: ['MON', 'THU'], recurrence_interval: 2 }); // Thursday
    expect(occurrences(s, '2025-06-01', 4)).toEqual(['2025-06-05', '2025-06-16', '2025-06-19', '2025-06-30']);
    expect(runsOn(s, '2025-06-09')).toBe(false);
    expect(runsOn(s, '2025-06-16')).toBe(true);
    // Asked from inside an off week, the next on-week is found.
    expect(occurrences(s, '2025-06-10', 1)).toEqual(['2025-06-16']);
  });
  it('crosses the year end with Sunday as the last day of the week', () => {
    const s = every('WEEKLY', '2025-12-28', { recurrence_days: ['SUN', 'MON'], recurrence_interval: 2 }); // Sunday
    expect(occurrences(s, '2025-12-01', 3)).toEqual(['2025-12-28', '2026-01-05', '2026-01-11']);
  });
  it('runs on nothing without days', () => {
    expect(occurrences(every('WEEKLY', '2025-06-02'), '2025-06-01', 3)).toEqual([]);
  });
  it('skips a holiday and stops at the end date', () => {
    const s = { ...mwf, recurrence_exceptions: ['2025-06-06'], recurrence_end_date: '2025-06-11' };
    expect(occurrences(s, '2025-06-01', 10)).toEqual(['2025-06-04', '2025-06-09', '2025-06-11']);
  });
});

describe('MONTHLY', () => {
  it('keeps the 31st, falling back to the last day of shorter months', () => {
    const s = every('MONTHLY', '2025-01-31');
    expect(occurrences(s, '2025-01-01', 5)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    expect(runsOn(s, '2025-02-28')).toBe(true);
    expect(runsOn(s, '2025-03-28')).toBe(false);
  });
  it('lands on 29 Feb in a leap year', () => {
    expect(occurrences(every('MONTHLY', '2024-01-31'), '2024-02-01', 2)).toEqual(['2024-02-29', '2024-03-31']);
    expect(occurrences(every('MONTHLY', '2024-01-30'), '2024-02-01', 2)).toEqual(['2024-02-29', '2024-03-30']);
  });
  it('a ride started on 29 Feb returns to 29 Feb only in leap years', () => {
    const yearly = every('MONTHLY', '2024-02-29', { recurrence_interval: 12 });
    expect(occurrences(yearly, '2024-01-01', 5)).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    expect(occurrences(every('MONTHLY', '2024-02-29'), '2024-03-01', 1)).toEqual(['2024-03-29']);
  });
  it('honours the interval across the year end', () => {
    const s = every('MONTHLY', '2025-01-31', { recurrence_interval: 3 });
    expect(occurrences(s, '2025-02-01', 4)).toEqual(['2025-04-30', '2025-07-31', '2025-10-31', '2026-01-31']);
    expect(runsOn(s, '2025-02-28')).toBe(false);
  });
  it('skips exceptions and stops at the end date', () => {
    const s = every('MONTHLY', '2025-01-15', { recurrence_exceptions: ['2025-02-15'], recurrence_end_date: '2025-04-14' });
    expect(occurrences(s, '2025-01-01', 10)).toEqual(['2025-01-15', '2025-03-15']);
  });
});

describe('CUSTOM (the same weekday of the month)', () => {
  it('repeats the 2nd Saturday', () => {
    const s = every('CUSTOM', '2025-06-14');
    expect(occurrences(s, '2025-06-01', 4)).toEqual(['2025-06-14', '2025-07-12', '2025-08-09', '2025-09-13']);
    expect(runsOn(s, '2025-07-05')).toBe(false);
  });
  it('treats a 5th weekday as the last one of each month', () => {
    const s = every('CUSTOM', '2025-05-30'); // the 5th Friday of May 2025
    expect(occurrences(s, '2025-05-01', 4)).toEqual(['2025-05-30', '2025-06-27', '2025-07-25', '2025-08-29']);
  });
  it('finds the last Thursday of a leap February', () => {
    const s = every('CUSTOM', '2024-01-25'); // last (4th) Thursday of Jan 2024 is the 25th, i.e. "4th"
    expect(nextRunOn(s, '2024-02-01')).toBe('2024-02-22');
    const last = every('CUSTOM', '2024-05-30'); // 5th Thursday → last
    expect(occurrences(last, '2025-02-01', 1)).toEqual(['2025-02-27']);
    expect(occurrences(every('CUSTOM', '2024-02-29'), '2024-02-01', 2)).toEqual(['2024-02-29', '2024-03-28']);
  });
  it('honours the interval in months', () => {
    const s = every('CUSTOM', '2025-06-02', { recurrence_interval: 2 }); // 1st Monday
    expect(occurrences(s, '2025-06-03', 2)).toEqual(['2025-08-04', '2025-10-06']);
  });
});

describe('runsOn agrees with occurrences', () => {
  const schedules: RideSchedule[] = [
    every('DAILY', '2024-02-20', { recurrence_interval: 4, recurrence_exceptions: ['2024-03-05'] }),
    every('WEEKLY', '2024-02-27', { recurrence_days: ['TUE', 'SAT', 'SUN'], recurrence_interval: 3, recurrence_end_date: '2024-12-31' }),
    every('MONTHLY', '2024-01-29', { recurrence_interval: 5 }),
    every('CUSTOM', '2024-03-31', { recurrence_interval: 1, recurrence_exceptions: ['2024-06-30'] }),
    once('2024-05-05'),
  ];
  for (const s of schedules) {
    it(`${s.recurrence_pattern ?? 'one-off'} from ${s.ride_date}`, () => {
      const listed = occurrences(s, '2024-01-01', 400);
      const scanned: string[] = [];
      for (let d = '2024-01-01'; d <= '2025-12-31'; d = addDays(d, 1)) if (runsOn(s, d)) scanned.push(d);
      expect(listed.filter((d) => d <= '2025-12-31')).toEqual(scanned);
    });
  }
});

describe('upcoming runs at a moment in India', () => {
  const s = every('DAILY', '2025-06-10');
  it('keeps today while its time is ahead, drops it once the time has passed', () => {
    expect(upcomingRuns(s, '09:00', 2, new Date('2025-06-12T03:00:00Z'), 'Asia/Kolkata')).toEqual(['2025-06-12', '2025-06-13']); // 08:30 IST
    expect(upcomingRuns(s, '09:00', 2, new Date('2025-06-12T04:00:00Z'), 'Asia/Kolkata')).toEqual(['2025-06-13', '2025-06-14']); // 09:30 IST
  });
  it('uses the Indian date late in the UTC evening', () => {
    // 23:00 UTC on the 11th is 04:30 on the 12th in India.
    expect(upcomingRuns(once('2025-06-11'), '22:00', 3, new Date('2025-06-11T23:00:00Z'), 'Asia/Kolkata')).toEqual([]);
    expect(isAhead('2025-06-12', '05:00', new Date('2025-06-11T23:00:00Z'), 'Asia/Kolkata')).toBe(true);
    expect(isAhead('2025-06-12', '04:00', new Date('2025-06-11T23:00:00Z'), 'Asia/Kolkata')).toBe(false);
  });
});

describe('describeSchedule', () => {
  const today = '2025-06-01';
  const cases: Array<[RideSchedule, string]> = [
    [every('WEEKLY', '2025-05-26', { recurrence_days: ['FRI', 'MON', 'WED'], recurrence_end_date: '2025-12-31' }), 'Every Mon, Wed, Fri until 31 Dec'],
    [every('WEEKLY', '2025-06-02', { recurrence_days: ['MON', 'TUE', 'WED', 'THU', 'FRI'] }), 'Every weekday (Mon–Fri) from 2 Jun'],
    [
      every('WEEKLY', '2025-05-26', { recurrence_days: ['SAT'], recurrence_interval: 2, recurrence_end_date: '2026-03-31' }),
      'Every 2 weeks on Sat until 31 Mar 2026',
    ],
    [every('DAILY', '2025-05-01'), 'Every day'],
    [every('DAILY', '2025-05-01', { recurrence_interval: 3 }), 'Every 3 days'],
    [every('MONTHLY', '2025-01-31'), 'Every month on the 31st (or the last day)'],
    [every('MONTHLY', '2025-06-22', { recurrence_interval: 2 }), 'Every 2 months on the 22nd from 22 Jun'],
    [every('MONTHLY', '2025-05-11'), 'Every month on the 11th'],
    [every('CUSTOM', '2025-06-14'), 'Every month on the 2nd Saturday from 14 Jun'],
    [every('CUSTOM', '2025-05-30', { recurrence_end_date: '2025-09-30' }), 'Every month on the last Friday until 30 Sep'],
    [once('2026-01-02'), 'Once, on 2 Jan 2026'],
  ];
  for (const [s, text] of cases) it(text, () => expect(describeSchedule(s, today)).toBe(text));
});
