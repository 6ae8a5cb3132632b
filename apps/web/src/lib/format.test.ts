import { describe, expect, it } from 'vitest';
import { formatCount, formatDate } from './format';

describe('formatDate', () => {
  it('gives the calendar date in India, whatever the time of day in UTC', () => {
    expect(formatDate('2026-11-24T18:29:59Z')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-24T18:30:00Z')).toBe('25 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('1 Jan 2026');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [123456, '1,23,456'],
    [1234567, '12,34,567'],
    [123456789, '12,34,56,789'],
    [-4500, '-4,500'],
  ])('%d → %s, as en-IN groups it', (n, text) => {
    expect(formatCount(n)).toBe(text);
    expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
  });
});
