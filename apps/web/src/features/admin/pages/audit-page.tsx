import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { Field, Input, SelectFilter } from '../../../components/ui/field';
import { Pager, pageCount } from '../../../components/ui/pager';
import { DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { useAudit, useAuditActions } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { communityTimeZone } from '../../../lib/clock';

/** Made when the page renders: the community's time zone is known by then (lib/clock); Hindi pages get hi-IN dates. */
const when = (language: string) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: communityTimeZone() });

/** /admin/audit: every admin action and sign-in, newest first; read only. */
export default function AuditPage() {
  const { i18n, t } = useLingui();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const deferredActor = useDeferredValue(actor.trim());
  const actions = useAuditActions();
  const list = useAudit({ actor: deferredActor, action, from, to, page });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <AdminPage title={t`Audit log`} lead={t`Who did what, and when. Entries cannot be changed.`}>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t`Actor`}>
          {({ id }) => (
            <Input id={id} type="search" maxLength={100} placeholder={t`Name or e-mail`} value={actor} onChange={(e) => reset(setActor)(e.target.value)} />
          )}
        </Field>
        <SelectFilter label={t`Action`} all={t`All actions`} values={actions.data ?? []} value={action} onChange={reset(setAction)} />
        <Field label={t`From`}>{({ id }) => <Input id={id} type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />}</Field>
        <Field label={t`To`}>{({ id }) => <Input id={id} type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />}</Field>
      </div>
      <QueryState
        query={list}
        skeleton={{ count: 4, className: 'h-10' }}
        failure={t`Could not load the audit log.`}
        isEmpty={(d) => d.items.length === 0}
        empty={t`No entries match.`}
      >
        {({ items }) => (
          <DataTable minWidth="min-w-[640px]" columns={[t`When`, t`Actor`, t`Action`, t`Subject`]}>
            {items.map((e) => (
              <tr key={e.id}>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600">{when(i18n.locale).format(new Date(e.created_at))}</td>
                <td className="px-3 py-2">{e.actor_name ?? t`Deleted user`}</td>
                <td className="px-3 py-2 font-mono text-xs">{e.action}</td>
                <td className="px-3 py-2 text-slate-600">{e.subject ?? ''}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
      {list.data && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} label={t`Audit pages`} />}
    </AdminPage>
  );
}
