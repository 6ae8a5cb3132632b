import { describe, expect, it } from 'vitest';
import { EMERGENCY_CONTACTS, telHref, whatsappHref } from './site';

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

describe('emergency contacts', () => {
  it('has the three categories with two contacts each; police 100 and fire 101 with +91', () => {
    expect(EMERGENCY_CONTACTS.map((c) => c.category)).toEqual(['Hospitals', 'Police Stations', 'Fire Stations']);
    for (const c of EMERGENCY_CONTACTS) expect(c.contacts).toHaveLength(2);
    for (const c of EMERGENCY_CONTACTS[1]!.contacts) expect(c.phone).toBe('+91 100');
    for (const c of EMERGENCY_CONTACTS[2]!.contacts) expect(c.phone).toBe('+91 101');
    for (const c of EMERGENCY_CONTACTS.flatMap((g) => g.contacts)) expect(c.phone.startsWith('+91')).toBe(true);
  });
});
