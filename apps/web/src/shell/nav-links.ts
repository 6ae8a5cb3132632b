import { msg } from '@lingui/core/macro';

/** The main sections; labels are catalogue entries, shown with `i18n._(label)`. */
export const NAV_LINKS = [
  { to: '/services', label: msg`Services` },
  { to: '/home-help', label: msg`Home Help` },
  { to: '/ads', label: msg`Buy & Sell` },
  { to: '/rentals', label: msg`Rentals` },
  { to: '/carpooling', label: msg`Car Pooling` },
] as const;

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;
