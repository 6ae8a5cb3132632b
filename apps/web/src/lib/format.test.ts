import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('gives the calendar date in India, whatever the time of day in UTC', () => {
    expect(formatDate('2026-11-24T18:29:59Z')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24T18:30:00Z')).toBe('25 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('1 Jan 2026');
  });

  it('writes the month as hi-IN does on a Hindi page, without Intl', () => {
    expect(formatDate('2026-11-24T18:30:00Z', 'hi')).toBe('25 नव॰ 2026');
    expect(formatDate('2026-11-24T18:30:00Z', 'hi')).toBe(
      new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date('2026-11-24T18:30:00Z')),
    );
  });
});
