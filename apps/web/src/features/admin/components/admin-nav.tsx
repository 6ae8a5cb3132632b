import { NavLink } from 'react-router';

/** The console's sections; CMS and banners keep the spec's own paths. */
export const ADMIN_SECTIONS: Array<[string, string]> = [
  ['/admin', 'Dashboard'],
  ['/admin/settings', 'Settings'],
  ['/admin/categories', 'Categories'],
  ['/admin/home-cards', 'Home cards'],
  ['/admin/apartments', 'Apartments'],
  ['/admin/providers', 'Providers'],
  ['/admin/reports', 'Reports'],
  ['/admin/enquiries', 'Enquiries'],
  ['/admin/feedback', 'Feedback'],
  ['/admin/testimonials', 'Testimonials'],
  ['/admin/users', 'Users'],
  ['/admin/audit', 'Audit log'],
  ['/admin/cms', 'CMS pages'],
  ['/banner/create', 'Banners'],
];

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold ${isActive ? 'bg-white text-brand-800 shadow' : 'text-slate-600 hover:text-slate-900'}`;

export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        {ADMIN_SECTIONS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end className={link}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
