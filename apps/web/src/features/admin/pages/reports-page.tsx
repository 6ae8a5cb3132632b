import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { HIDEABLE_TYPES, REPORT_STATUSES, type ReportItemType, type ReportStatus } from '@padosi/shared/reports';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useActOnReport, useReports } from '../api/admin';
import { AdminPage } from '../components/admin-page';

/** The kinds as a word in a sentence ("Hide ad #3"); the English is the type itself. */
const KIND: Record<ReportItemType, MessageDescriptor> = {
  ad: msg`ad`,
  rental: msg`rental`,
  ride: msg`ride`,
  provider: msg`provider`,
  review: msg`review`,
  kitchen_review: msg`kitchen review`,
};

const LABEL: Record<ReportStatus, MessageDescriptor> = { open: msg`Open`, hidden: msg`Hidden`, dismissed: msg`Dismissed` };

/** /admin/reports: what residents reported; hide the item or dismiss the report. */
export default function ReportsPage() {
  const { i18n, t } = useLingui();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const list = useReports(status, page);
  const act = useActOnReport();
  const run = (id: number, action: 'hide' | 'dismiss') =>
    act.mutate(
      { id, action },
      { onSuccess: (res) => notify('success', res.message), onError: (err) => notify('error', errorText(err, t`Could not save. Please try again.`)) },
    );

  return (
    <AdminPage
      title={t`Reports`}
      lead={t`Listings and reviews residents reported. Hiding an ad or rental makes it Inactive; its owner cannot switch it back on.`}
    >
      <label className="mb-4 flex items-center gap-2 text-sm">
        <span>
          <Trans>Show</Trans>
        </span>
        <Select
          aria-label={t`Report status`}
          className="w-40"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReportStatus);
            setPage(1);
          }}
        >
          {REPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(LABEL[s])}
            </option>
          ))}
        </Select>
      </label>
      <QueryState
        query={list}
        skeleton={{ count: 3, className: 'h-24' }}
        failure={t`Could not load reports.`}
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'open' ? t`Nothing reported. All clear.` : t`No reports here.`}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((r) => (
              <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="yellow">{i18n._(KIND[r.item_type])}</Badge>
                  <Link to={r.item_link} className="font-semibold text-brand-800 underline">
                    {t`Open ${i18n._(KIND[r.item_type])} #${r.item_id}`}
                  </Link>
                  <span className="text-sm text-slate-500">
                    {t`by ${r.reporter_name ?? t`a former user`}`} · {formatDate(r.created_at)}
                  </span>
                </div>
                <p className="mt-2 text-slate-700">“{r.reason}”</p>
                {r.status === 'open' && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {HIDEABLE_TYPES.includes(r.item_type) && (
                      <Button size="sm" variant="danger" onClick={() => run(r.id, 'hide')} aria-label={t`Hide ${i18n._(KIND[r.item_type])} #${r.item_id}`}>
                        {t`Hide ${i18n._(KIND[r.item_type])}`}
                      </Button>
                    )}
                    <Button size="sm" variant="outline" onClick={() => run(r.id, 'dismiss')} aria-label={t`Dismiss report ${r.id}`}>
                      <Trans>Dismiss</Trans>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} label={t`Report pages`} />}
    </AdminPage>
  );
}
