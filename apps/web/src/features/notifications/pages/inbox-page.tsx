import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useInbox, useMarkRead } from '../api/inbox';
import { PreferencesForm } from '../components/preferences-form';

/** The resident's notifications, newest first: each links to its item and is marked read when opened. */
export default function InboxPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const inbox = useInbox(page);
  const { one, all } = useMarkRead();
  const unread = inbox.data?.unread ?? 0;
  return (
    <Page
      title={t`Notifications`}
      width="narrow"
      actions={
        unread > 0 ? (
          <Button variant="secondary" loading={all.isPending} onClick={() => all.mutate()}>
            <Trans>Mark all read</Trans>
          </Button>
        ) : undefined
      }
    >
      {all.isError && (
        <p role="alert" className="mb-3 text-red-700">
          <Trans>The notifications could not be marked read. Please try again.</Trans>
        </p>
      )}
      <QueryState
        query={inbox}
        skeleton={{ count: 4, className: 'h-20' }}
        failure={t`Your notifications could not be loaded. Please try again.`}
        isEmpty={(d) => d.items.length === 0}
        empty={<Trans>No notifications yet. Orders, home help, reviews and reports you are part of show up here.</Trans>}
      >
        {(d) => (
          <>
            <ul className="grid gap-2" aria-label={t`Notifications`}>
              {d.items.map((n) => (
                <li key={n.id}>
                  <Link
                    to={n.url}
                    onClick={() => !n.read && one.mutate(n.id)}
                    className={`block rounded-xl border p-4 hover:bg-slate-50 ${n.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/60'}`}
                  >
                    <span className="flex items-start gap-2">
                      {!n.read && <span className="mt-2 size-2 shrink-0 rounded-full bg-red-600" aria-hidden="true" />}
                      <span className="min-w-0">
                        <span className={`block break-words ${n.read ? 'font-medium text-slate-800' : 'font-bold text-slate-900'}`}>
                          {!n.read && (
                            <span className="sr-only">
                              <Trans>Unread:</Trans>{' '}
                            </span>
                          )}
                          {n.title}
                        </span>
                        <span className="mt-0.5 block break-words text-slate-700">{n.body}</span>
                        <span className="mt-1 block text-sm text-slate-500">{formatDate(n.created_at)}</span>
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <Pager page={page} pages={pageCount(d)} onPage={setPage} label={t`Notification pages`} />
            </div>
          </>
        )}
      </QueryState>
      <details className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">
          <Trans>Notification settings</Trans>
        </summary>
        <div className="mt-3">
          <PreferencesForm />
          <p className="mt-4">
            <Link to="/saved-searches" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
              <Trans>Your saved searches</Trans>
            </Link>
          </p>
        </div>
      </details>
    </Page>
  );
}
