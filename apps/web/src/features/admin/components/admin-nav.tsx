import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';

/** The console's sections; CMS and banners keep the spec's own paths. */
export const ADMIN_SECTIONS: Array<[string, MessageDescriptor]> = [
  ['/admin', msg`Dashboard`],
  ['/admin/settings', msg`Settings`],
  ['/admin/categories', msg`Categories`],
  ['/admin/home-cards', msg`Home cards`],
  ['/admin/apartments', msg`Apartments`],
  ['/admin/join-requests', msg`Join requests`],
  ['/admin/providers', msg`Providers`],
  ['/admin/reports', msg`Reports`],
  ['/admin/enquiries', msg`Enquiries`],
  ['/admin/feedback', msg`Feedback`],
  ['/admin/testimonials', msg`Testimonials`],
  ['/admin/users', msg`Users`],
  ['/admin/audit', msg`Audit log`],
  ['/admin/cms', msg`CMS pages`],
  ['/banner/create', msg`Banners`],
];

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold ${isActive ? 'bg-white text-brand-800 shadow' : 'text-slate-600 hover:text-slate-900'}`;

export function AdminNav() {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Admin sections`} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
        {ADMIN_SECTIONS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end className={link}>
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
