export const NAV_LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/home-help', label: 'Home Help' },
  { to: '/ads', label: 'Buy & Sell' },
  { to: '/rentals', label: 'Rentals' },
  { to: '/carpooling', label: 'Car Pooling' },
] as const;

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;
