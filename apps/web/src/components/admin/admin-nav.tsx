import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';

/**
 * The console's one navigation (issue 24), on every admin screen (the banners and CMS features included, so it
 * lives here and not in features/admin): grouped, a side column from 1024 px, a compact menu below that. CMS and
 * banners keep the spec's own paths.
 */
export const ADMIN_GROUPS: Array<{ label: MessageDescriptor; links: Array<[string, MessageDescriptor]> }> = [
  {
    label: msg`Overview`,
    links: [
      ['/admin', msg`Dashboard`],
      ['/admin/settings', msg`Settings`],
      ['/admin/audit', msg`Audit log`],
      ['/admin/notifications', msg`Notifications`],
    ],
  },
  {
    label: msg`Directory`,
    links: [
      ['/admin/categories', msg`Categories`],
      ['/admin/providers', msg`Providers`],
      ['/admin/apartments', msg`Apartments`],
      ['/admin/home-cards', msg`Home cards`],
    ],
  },
  {
    label: msg`Content`,
    links: [
      ['/banner/create', msg`Banners`],
      ['/admin/cms', msg`CMS pages`],
      ['/admin/testimonials', msg`Testimonials`],
    ],
  },
  {
    label: msg`People`,
    links: [
      ['/admin/users', msg`Users`],
      ['/admin/join-requests', msg`Join requests`],
      ['/admin/reports', msg`Reports`],
      ['/admin/listings', msg`Listings`],
      ['/admin/enquiries', msg`Enquiries`],
      ['/admin/feedback', msg`Feedback`],
      ['/admin/erasures', msg`Account deletions`],
      ['/admin/grievances', msg`Grievances`],
    ],
  },
];

const link = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold lg:min-h-10 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

function Groups({ className }: { className: string }) {
  const { i18n } = useLingui();
  return (
    <div className={className}>
      {ADMIN_GROUPS.map((g) => (
        <div key={g.label.id} className="min-w-0">
          <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{i18n._(g.label)}</p>
          <ul>
            {g.links.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} end className={link}>
                  {i18n._(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The section the page is in, for the phone menu's button. */
function useCurrentLabel() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const all = ADMIN_GROUPS.flatMap((g) => g.links);
  const hit = all.find(([to]) => to === pathname) ?? all.filter(([to]) => to !== '/admin' && pathname.startsWith(to))[0];
  return hit ? i18n._(hit[1]) : null;
}

export function AdminNav() {
  const { t } = useLingui();
  const current = useCurrentLabel();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t`Admin sections`} className="min-w-0">
      {/* Phones and tablets: one compact menu; it closes on navigation because the key changes with the path. */}
      <details key={pathname} className="group mb-6 rounded-xl border border-slate-200 bg-white lg:hidden">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 text-sm font-semibold text-slate-800">
          <span className="truncate">{current ? t`Admin menu: ${current}` : t`Admin menu`}</span>
          <ChevronDown className="size-4 shrink-0 transition group-open:rotate-180" aria-hidden="true" />
        </summary>
        <Groups className="grid grid-cols-1 gap-4 border-t border-slate-100 p-3 min-[360px]:grid-cols-2" />
      </details>
      <Groups className="hidden space-y-5 lg:block" />
    </nav>
  );
}

/** An admin screen's body: the navigation beside (or above) the content. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
      <div className="lg:sticky lg:top-20 lg:self-start">
        <AdminNav />
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
