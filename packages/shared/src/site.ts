export const TAGLINE = 'connecting communities, empowering people';
export const COPYRIGHT_YEARS = '2025-26';
export const MINIMUM_AGE = 13;

/** Timing and layout constants of the shell (spec 01, point 9). */
export const SHELL = {
  toastMs: 3000,
  feedbackToastMs: 3000,
  swipePx: 80,
  narrowPx: 992,
  popupCrossHiddenAbovePx: 1024,
} as const;

export type { PublicConfig } from './site-config';

export type { EmergencyKind } from './settings-constants';
export type { EmergencyContact } from './settings';

/**
 * India's emergency numbers, dialled as they are: carriers route the short codes reliably only without a country
 * prefix (a departure from spec 01's "+91 100", decision 1501).
 */
export const NATIONAL_EMERGENCY_NUMBERS = [
  { name: 'All emergencies', phone: '112' },
  { name: 'Police', phone: '100' },
  { name: 'Fire', phone: '101' },
  { name: 'Ambulance', phone: '108' },
] as const;

/** A tel: link from a displayed number: keeps the + and digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** A wa.me link needs the number with country code and no +. */
export const whatsappHref = (phone: string, text?: string) => {
  const digits = phone.replace(/\D/g, '');
  const withCountry = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${withCountry}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
};

/** The details that are set, joined for one line: a detail the society did not set is left out, never made up. */
export const joinSet = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** The name share texts and greetings use: the society's, when set, else the portal's. */
export const communityName = (c: { siteName: string; society: { name: string } }) => c.society.name || c.siteName;
