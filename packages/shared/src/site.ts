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

export interface EmergencyContact {
  name: string;
  phone: string;
  address: string;
}
export interface EmergencyCategory {
  category: 'Hospitals' | 'Police Stations' | 'Fire Stations';
  icon: 'hospital' | 'police' | 'fire';
  contacts: EmergencyContact[];
}

/** Fixed built-in sample data: police is 100 and fire 101; the hospital numbers are placeholders. */
export const EMERGENCY_CONTACTS: EmergencyCategory[] = [
  {
    category: 'Hospitals',
    icon: 'hospital',
    contacts: [
      { name: 'City General Hospital', phone: '+91 8000000001', address: 'MG Road, Sector 4' },
      { name: 'Lifeline Multispeciality Clinic', phone: '+91 8000000002', address: 'Ring Road, near Central Park' },
    ],
  },
  {
    category: 'Police Stations',
    icon: 'police',
    contacts: [
      { name: 'Central Police Station', phone: '+91 100', address: 'Civil Lines' },
      { name: 'Lake View Police Outpost', phone: '+91 100', address: 'Lake View Road, Block C' },
    ],
  },
  {
    category: 'Fire Stations',
    icon: 'fire',
    contacts: [
      { name: 'City Fire Station', phone: '+91 101', address: 'Station Road' },
      { name: 'Industrial Area Fire Post', phone: '+91 101', address: 'Phase 2, Industrial Area' },
    ],
  },
];

/** A tel: link from a displayed number: keeps the + and digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
/** A wa.me link needs the number with country code and no +. */
export const whatsappHref = (phone: string, text?: string) => {
  const digits = phone.replace(/\D/g, '');
  const withCountry = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${withCountry}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
};
