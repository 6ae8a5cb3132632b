import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ClipboardList, Flag, HandPlatter, MessageSquareText, PhoneCall } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { AdminDashboard } from '@padosi/shared/admin';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useDashboard } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { SetupChecklist } from '../components/setup-checklist';

const TILES: Array<{ key: keyof AdminDashboard; label: MessageDescriptor; to: string; Icon: ComponentType<{ className?: string }> }> = [
  { key: 'newEnquiries', label: msg`New enquiries`, to: '/admin/enquiries', Icon: PhoneCall },
  { key: 'pendingHomeHelp', label: msg`Pending home-help requests`, to: '/home-help', Icon: HandPlatter },
  { key: 'newFeedback', label: msg`Feedback this week`, to: '/admin/feedback', Icon: MessageSquareText },
  { key: 'unverifiedProviders', label: msg`Providers awaiting verification`, to: '/admin/providers?unverified=true', Icon: BadgeCheck },
  { key: 'reportedListings', label: msg`Reported listings`, to: '/admin/reports', Icon: Flag },
];

/** /admin: the counts the team acts on, each opening its queue. */
export default function DashboardPage() {
  const { i18n, t } = useLingui();
  const { data, isPending, error } = useDashboard();
  return (
    <AdminPage title={t`Admin`} lead={t`What needs attention today.`}>
      <SetupChecklist />
      {isPending ? (
        <CardSkeletons count={4} className="h-28" grid="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5" />
      ) : error ? (
        <p role="alert" className="text-red-700">
          {errorText(error, t`Could not load the dashboard. Please try again.`)}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          {TILES.map(({ key, label, to, Icon }) => (
            <li key={key}>
              <Link to={to} className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-300">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-3xl font-bold tabular-nums text-slate-900">{data[key]}</span>
                  <span className="text-sm text-slate-600">{i18n._(label)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 flex items-center gap-2 text-sm text-slate-500">
        <ClipboardList className="size-4" aria-hidden="true" />
        <span>
          <Trans>
            Every admin action and sign-in is kept in the{' '}
            <Link className="text-brand-700 underline" to="/admin/audit">
              audit log
            </Link>
            .
          </Trans>
        </span>
      </p>
    </AdminPage>
  );
}
