import { describe, expect, it } from 'vitest';
import { formatRupees, fromPaise, groupIndian, isFree, isPrice, toPaise, toPriceString } from './money';

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['150000', '1,50,000'],
    ['1234567.5', '12,34,567.50'],
    ['9999999999.99', '9,99,99,99,999.99'],
    ['00042.00', '42'],
    [15000, '15,000'],
  ])('%s → %s', (input, expected) => expect(groupIndian(input)).toBe(expected));

  it('leaves text that is not a decimal untouched', () => expect(groupIndian('abc')).toBe('abc'));

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
  ])('counts: %d → %s, as en-IN groups it', (n, text) => {
    expect(groupIndian(n)).toBe(text);
    expect(groupIndian(n)).toBe(n.toLocaleString('en-IN'));
  });
});

describe('paise', () => {
  it('adds prices as whole paise with no float error', () => {
    expect(toPaise('0.1') + toPaise('0.2')).toBe(30);
    expect(fromPaise(toPaise('149.50') * 3 + toPaise('20.25'))).toBe('468.75');
    expect(fromPaise(5)).toBe('0.05');
    expect(() => toPaise('1.234')).toThrow();
  });

  it('a price has at most 9 whole digits and 2 decimals, and no sign', () => {
    expect(isPrice('999999999.99')).toBe(true);
    expect(isPrice('1000000000')).toBe(false);
    expect(isPrice('-5')).toBe(false);
    expect(() => toPriceString('-5')).toThrow();
  });
});

describe('formatRupees', () => {
  it('prefixes the rupee sign', () => expect(formatRupees('250000.00')).toBe('₹2,50,000'));
});

describe('toPriceString', () => {
  it('normalises to two decimals without floating point', () => {
    expect(toPriceString('15')).toBe('15.00');
    expect(toPriceString('7.5')).toBe('7.50');
    expect(toPriceString('0.1')).toBe('0.10');
    expect(toPriceString('9999999999.99')).toBe('9999999999.99');
  });
});

describe('isFree', () => {
  it('is true only for a zero amount', () => {
    expect(isFree('0.00')).toBe(true);
    expect(isFree(0)).toBe(true);
    expect(isFree('0.50')).toBe(false);
    expect(isFree('10')).toBe(false);
  });
});

describe('stripThousands (issue 15: "3,500" is a price)', () => {
  it('drops separators between digits before the price rule runs', async () => {
    const { AdFields } = await import('./ads');
    const base = {
      category_id: 1,
      title: 'Desk lamp',
      description: 'Barely used desk lamp',
      contact_info: '9876543210',
      location: 'Koramangala',
      ads_status: 'Available',
    };
    expect(AdFields.parse({ ...base, price: '3,500' }).price).toBe('3500.00');
    expect(AdFields.parse({ ...base, price: '1,50,000.50' }).price).toBe('150000.50');
    expect(AdFields.safeParse({ ...base, price: '3,5x0' }).success).toBe(false);
    expect(AdFields.safeParse({ ...base, price: ',' }).success).toBe(false);
  });
  it('rentals take "12,000" as 12000', async () => {
    const { stripThousands } = await import('./money');
    expect(stripThousands(' 12,000 ')).toBe('12000');
    expect(stripThousands('12,,000')).toBe('12,,000');
  });
});
