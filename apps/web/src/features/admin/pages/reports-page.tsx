import { useState } from 'react';
import { Link } from 'react-router';
import { HIDEABLE_TYPES, REPORT_STATUSES, type ReportStatus } from '@padosi/shared/reports';
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

const LABEL: Record<ReportStatus, string> = { open: 'Open', hidden: 'Hidden', dismissed: 'Dismissed' };

/** /admin/reports: what residents reported; hide the item or dismiss the report. */
export default function ReportsPage() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const list = useReports(status, page);
  const act = useActOnReport();
  const run = (id: number, action: 'hide' | 'dismiss') =>
    act.mutate(
      { id, action },
      { onSuccess: (res) => notify('success', res.message), onError: (err) => notify('error', errorText(err, 'Could not save. Please try again.')) },
    );

  return (
    <AdminPage title="Reports" lead="Listings and reviews residents reported. Hiding an ad or rental makes it Inactive; its owner cannot switch it back on.">
      <label className="mb-4 flex items-center gap-2 text-sm">
        <span>Show</span>
        <Select
          aria-label="Report status"
          className="w-40"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReportStatus);
            setPage(1);
          }}
        >
          {REPORT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {LABEL[s]}
            </option>
          ))}
        </Select>
      </label>
      <QueryState
        query={list}
        skeleton={{ count: 3, className: 'h-24' }}
        failure="Could not load reports."
        isEmpty={(d) => d.items.length === 0}
        empty={status === 'open' ? 'Nothing reported. All clear.' : 'No reports here.'}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((r) => (
              <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="yellow">{r.item_type}</Badge>
                  <Link to={r.item_link} className="font-semibold text-brand-800 underline">
                    Open {r.item_type} #{r.item_id}
                  </Link>
                  <span className="text-sm text-slate-500">
                    by {r.reporter_name ?? 'a former user'} · {formatDate(r.created_at)}
                  </span>
                </div>
                <p className="mt-2 text-slate-700">“{r.reason}”</p>
                {r.status === 'open' && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    {HIDEABLE_TYPES.includes(r.item_type) && (
                      <Button size="sm" variant="danger" onClick={() => run(r.id, 'hide')} aria-label={`Hide ${r.item_type} #${r.item_id}`}>
                        Hide {r.item_type}
                      </Button>
                    )}
                    <Button size="sm" variant="outline" onClick={() => run(r.id, 'dismiss')} aria-label={`Dismiss report ${r.id}`}>
                      Dismiss
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} label="Report pages" />}
    </AdminPage>
  );
}
