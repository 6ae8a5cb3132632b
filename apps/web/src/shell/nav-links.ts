export const NAV_LINKS = [
  { to: '/home', label: 'Services' },
  { to: '/home-help', label: 'Home Help' },
  { to: '/ads', label: 'Buy & Sell' },
  { to: '/rentals', label: 'Rentals' },
  { to: '/carpooling', label: 'Car Pooling' },
] as const;
