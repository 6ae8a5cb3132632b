import { describe, expect, it } from 'vitest';
import { NATIONAL_EMERGENCY_NUMBERS, telHref, whatsappHref } from './site';

describe('contact links', () => {
  it('tel: keeps + and digits', () => {
    expect(telHref('+91 100')).toBe('tel:+91100');
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
  });
  it('wa.me gets the country code and no +', () => {
    expect(whatsappHref('9876543210')).toBe('https://wa.me/919876543210');
    expect(whatsappHref('+91 98765 43210', 'Hi there')).toBe('https://wa.me/919876543210?text=Hi%20there');
  });
});

describe('emergency numbers', () => {
  it('are the national short codes, dialled without a country prefix', () => {
    expect(NATIONAL_EMERGENCY_NUMBERS.map((n) => telHref(n.phone))).toEqual(['tel:112', 'tel:100', 'tel:101', 'tel:108']);
  });
});
