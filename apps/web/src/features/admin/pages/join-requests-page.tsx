import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged } from '@padosi/shared/paging';
import type { JoinRequest, Residency } from '@padosi/shared/residents';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { Card } from '../../../components/ui/page';
import { EmptyCard, RetryCard } from '../../../components/ui/page-states';
import { Pager, pageCount } from '../../../components/ui/pager';
import { api, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { AdminPage } from '../components/admin-page';

const KEY = ['admin', 'join-requests'] as const;

/** How long a request has waited, in the largest whole unit (the queue is oldest first). */
function useAge() {
  const { i18n } = useLingui();
  const format = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' });
  return (iso: string) => {
    const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
    if (minutes < 60) return format.format(-minutes, 'minute');
    if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
    return format.format(-Math.round(minutes / 1440), 'day');
  };
}

/** The admin's queue of join requests (issue 25): approve, or decline with the reason the resident sees. */
export default function JoinRequestsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: [...KEY, page], queryFn: () => api<Paged<JoinRequest>>('/api/admin/join-requests', { query: { page } }) });
  return (
    <AdminPage title={t`Join requests`} lead={t`Residents asking to join a flat, oldest first.`}>
      {list.isPending && (
        <p className="text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      )}
      {list.isError && <RetryCard message={t`The join requests could not be loaded.`} onRetry={() => list.refetch()} />}
      {list.data?.items.length === 0 && <EmptyCard title={t`No join requests`} text={t`New requests from residents appear here.`} />}
      <ul className="space-y-3">
        {list.data?.items.map((r) => (
          <li key={r.id}>
            <RequestCard request={r} />
          </li>
        ))}
      </ul>
      {list.data && pageCount(list.data) > 1 && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} />}
    </AdminPage>
  );
}

function RequestCard({ request: r }: { request: JoinRequest }) {
  const { t } = useLingui();
  const age = useAge();
  const client = useQueryClient();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (body: { approve: boolean; reason?: string }) =>
      api<Residency>(
        `/api/admin/join-requests/${r.id}/${body.approve ? 'approve' : 'decline'}`,
        body.approve ? { method: 'POST' } : { json: { reason: body.reason } },
      ),
    onSuccess: (_, body) => {
      notify('success', body.approve ? t`${r.userName} is now a verified resident.` : t`The request was declined.`);
      return client.invalidateQueries({ queryKey: KEY });
    },
    onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
  });
  const role = r.role === 'owner' ? t`Owner` : t`Tenant`;
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{r.userName}</h2>
        <span className="text-sm text-slate-600">
          <Trans>asked {age(r.createdAt)}</Trans>
        </span>
      </div>
      <p className="mt-1 break-all text-sm text-slate-600">{r.email}</p>
      <p className="mt-1 text-sm text-slate-800">
        <Trans>
          Flat {r.flat}, {r.block}, {r.apartment} · {role}
        </Trans>
      </p>
      {declining ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            decide.mutate({ approve: false, reason });
          }}
        >
          <Field label={t`Reason (the resident sees it)`} required>
            {({ id }) => <Input id={id} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" variant="danger" loading={decide.isPending}>
              <Trans>Decline</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setDeclining(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button loading={decide.isPending} onClick={() => decide.mutate({ approve: true })}>
            <Trans>Approve {r.userName}</Trans>
          </Button>
          <Button variant="outline" onClick={() => setDeclining(true)}>
            <Trans>Decline…</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}
