import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zonedTime } from '@padosi/shared/clock';
import type { DeliveryReport } from '@padosi/shared/notifications';
import { DataTable } from '../../../components/ui/data-table';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { communityTimeZone } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { useDeliveryReport } from '../api/deliveries';
import { AdminPage } from '../components/admin-page';

/** The report's channels, in the order of the table's columns. */
const CHANNELS: Array<[string, MessageDescriptor]> = [
  ['in_app', msg`In the app`],
  ['push', msg`Push`],
  ['email', msg`E-mail`],
  ['digest', msg`Daily digest`],
];
const TYPES: Record<string, MessageDescriptor> = {
  order: msg`Kitchen order`,
  home_help: msg`Home help`,
  review: msg`New review`,
  report: msg`Report outcome`,
  join: msg`Joining`,
  post: msg`Post`,
  saved_search: msg`Saved search`,
};

const when = (iso: string) => `${formatDate(iso)}, ${zonedTime(communityTimeZone(), new Date(iso))}`;

/** Rows of days, newest first, with each channel's count (0 where nothing went out). */
function byDay(rows: DeliveryReport['sent_per_day']) {
  const days = new Map<string, Record<string, number>>();
  for (const r of rows) days.set(r.day, { ...days.get(r.day), [r.channel]: r.count });
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a));
}

/** Notification delivery for operators (issue 26): what was sent each day by channel, and what failed and why. */
export default function DeliveriesPage() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const query = useDeliveryReport(page);
  const label = (map: Record<string, MessageDescriptor>, key: string) => (map[key] ? i18n._(map[key]) : key);
  const channelNames = Object.fromEntries(CHANNELS);
  return (
    <AdminPage title={t`Notification delivery`} lead={t`What the portal sent in the last 14 days, and the deliveries that failed after their retries.`}>
      <QueryState
        query={query}
        skeleton={{ count: 3, className: 'h-24', grid: 'grid gap-3' }}
        failure={t`Could not load the delivery report. Please try again.`}
        alwaysFailure
        isEmpty={() => false}
        empty={null}
      >
        {(d) => (
          <div className="grid gap-8">
            <section aria-labelledby="sent-per-day">
              <h2 id="sent-per-day" className="mb-3 text-lg font-semibold text-slate-900">
                <Trans>Sent per day</Trans>
              </h2>
              {d.sent_per_day.length === 0 ? (
                <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">
                  <Trans>Nothing was sent in the last 14 days.</Trans>
                </p>
              ) : (
                <DataTable minWidth="min-w-[28rem]" columns={[t`Day`, ...CHANNELS.map(([, name]) => i18n._(name))]}>
                  {byDay(d.sent_per_day).map(([day, counts]) => (
                    <tr key={day}>
                      <th scope="row" className="px-3 py-2 font-medium text-slate-800">
                        {formatDate(`${day}T12:00:00Z`)}
                      </th>
                      {CHANNELS.map(([channel]) => (
                        <td key={channel} className="px-3 py-2 tabular-nums text-slate-800">
                          {counts[channel] ?? 0}
                        </td>
                      ))}
                    </tr>
                  ))}
                </DataTable>
              )}
            </section>
            <section aria-labelledby="failed-deliveries">
              <h2 id="failed-deliveries" className="mb-3 text-lg font-semibold text-slate-900">
                <Trans>Failed deliveries ({d.total})</Trans>
              </h2>
              {d.items.length === 0 ? (
                <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">
                  <Trans>No delivery has failed.</Trans>
                </p>
              ) : (
                <ul className="space-y-3" aria-label={t`Failed deliveries`}>
                  {d.items.map((f) => (
                    <li key={f.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                      <p className="font-semibold text-slate-900">
                        {label(channelNames, f.channel)} · {label(TYPES, f.type)}
                      </p>
                      <p className="mt-1 break-words font-mono text-sm text-red-800">{f.error || t`No error was recorded.`}</p>
                      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                        <dt className="text-slate-500">
                          <Trans>Tries</Trans>
                        </dt>
                        <dd className="tabular-nums text-slate-800">{f.attempts}</dd>
                        <dt className="text-slate-500">
                          <Trans>Queued</Trans>
                        </dt>
                        <dd className="text-slate-800">{when(f.created_at)}</dd>
                        <dt className="text-slate-500">
                          <Trans>Recipient</Trans>
                        </dt>
                        <dd className="text-slate-800">
                          <Trans>User #{f.user_id}</Trans>
                        </dd>
                      </dl>
                    </li>
                  ))}
                </ul>
              )}
              <Pager page={page} pages={pageCount(d)} onPage={setPage} label={t`Failed delivery pages`} />
            </section>
          </div>
        )}
      </QueryState>
    </AdminPage>
  );
}
