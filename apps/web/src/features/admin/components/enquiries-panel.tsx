import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@padosi/shared/enquiries';
import { telHref, whatsappHref } from '@padosi/shared/site';
import { Options, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useEnquiries, useSetEnquiryStatus } from '../api/enquiries';
import { Pager, pageCount } from '../../../components/ui/pager';

const STATUS_LABEL: Record<EnquiryStatus, MessageDescriptor> = { new: msg`New`, contacted: msg`Contacted`, closed: msg`Closed` };

const BADGE: Record<EnquiryStatus, string> = {
  new: 'bg-amber-100 text-amber-800',
  contacted: 'bg-sky-100 text-sky-800',
  closed: 'bg-emerald-100 text-emerald-800',
};

/** The admin team's follow-up queue: call or WhatsApp the person, then move the enquiry along. */
export function EnquiriesPanel() {
  const { i18n, t } = useLingui();
  const statusLabel = (s: EnquiryStatus) => i18n._(STATUS_LABEL[s]);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EnquiryStatus | ''>('new');
  const query = useEnquiries(page, status);
  const setEnquiryStatus = useSetEnquiryStatus();

  return (
    <section aria-labelledby="enquiries-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="enquiries-title" className="text-lg font-semibold">
          <Trans>Enquiries</Trans>
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span aria-hidden="true">
            <Trans>Status</Trans>
          </span>
          <Select
            aria-label={t`Filter by status`}
            className="w-40"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as EnquiryStatus | '');
              setPage(1);
            }}
          >
            <option value="">
              <Trans>All</Trans>
            </option>
            <Options values={ENQUIRY_STATUSES} label={statusLabel} />
          </Select>
        </label>
      </div>
      <QueryState
        query={query}
        skeleton={{ count: 3, className: 'h-28', grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' }}
        failure={t`Could not load enquiries. Please try again.`}
        alwaysFailure
        isEmpty={(d) => d.items.length === 0}
        empty={t`No enquiries here.`}
      >
        {({ items }) => (
          <ul className="space-y-3">
            {items.map((e) => (
              <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-slate-900">
                      {e.name} · <span className="font-normal">{e.service}</span>
                    </p>
                    <p className="text-sm text-slate-500">
                      {formatDate(e.created_at)} · {e.source === 'quick' ? t`Quick enquiry` : t`Home page`}
                    </p>
                  </div>
                  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${BADGE[e.status]}`}>{statusLabel(e.status)}</span>
                </div>
                {e.requirement && <p className="mt-2 text-sm text-slate-700">{e.requirement}</p>}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <a
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-xl bg-brand-50 px-3 text-sm font-semibold text-brand-800"
                    href={telHref(e.phone)}
                  >
                    <Phone className="size-4" aria-hidden="true" /> {e.phone}
                  </a>
                  <a
                    className="inline-flex min-h-10 items-center gap-1.5 rounded-xl bg-emerald-50 px-3 text-sm font-semibold text-emerald-800"
                    href={whatsappHref(e.phone)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
                  </a>
                  <label className="ml-auto flex items-center gap-2 text-sm">
                    <span className="sr-only">{t`Status of ${e.name}'s enquiry`}</span>
                    <Select
                      className="w-36"
                      value={e.status}
                      onChange={(ev) =>
                        setEnquiryStatus.mutate(
                          { id: e.id, status: ev.target.value as EnquiryStatus },
                          {
                            onError: (err) => notify('error', errorText(err, t`Could not update the enquiry.`)),
                            onSuccess: () => notify('success', t`Enquiry updated.`),
                          },
                        )
                      }
                    >
                      <Options values={ENQUIRY_STATUSES} label={statusLabel} />
                    </Select>
                  </label>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {query.data && <Pager page={page} pages={pageCount(query.data)} onPage={setPage} />}
    </section>
  );
}
