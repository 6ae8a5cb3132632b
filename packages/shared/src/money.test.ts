import { describe, expect, it } from 'vitest';
import { formatRupees, groupIndian, isFree, toPriceString } from './money';

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
