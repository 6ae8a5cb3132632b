import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import type { AdminUser } from '@padosi/shared/admin';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAdminUsers, useUserFlags } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { SearchField, usePagedSearch } from '../components/search-field';
import { personName } from '../../../lib/person-name';

const FAILED = msg`Could not save. Please try again.`;

/** /admin/users: search; grant or revoke admin; disable (every session ends at once) or re-enable. */
export default function UsersPage() {
  const { i18n, t } = useLingui();
  const me = useCurrentUser();
  const { query, term, search, page, setPage } = usePagedSearch();
  const list = useAdminUsers(term, page);
  const flags = useUserFlags();
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const set = (u: AdminUser, change: { is_admin?: boolean; is_disabled?: boolean }, done?: () => void) =>
    flags.mutate(
      { id: u.id, flags: change },
      {
        onSuccess: () => {
          notify('success', t`User updated.`);
          done?.();
        },
        onError: (err) => notify('error', errorText(err, i18n._(FAILED))),
      },
    );

  return (
    <AdminPage title={t`Users`} lead={t`Grant admin rights, or disable an account: its sessions end at once.`}>
      <div className="mb-4">
        <SearchField label={t`Search by name or e-mail`} value={query} onChange={search} />
      </div>
      <QueryState
        query={list}
        skeleton={{ count: 3, className: 'h-16' }}
        failure={t`Could not load users.`}
        isEmpty={(d) => d.items.length === 0}
        empty={t`No users found.`}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((u) => {
              const isMe = u.id === me?.id;
              return (
                <li key={u.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {personName(u.name)} {isMe && <span className="text-sm font-normal text-slate-500">{t`(you)`}</span>}
                    </p>
                    <p className="truncate text-sm text-slate-600">
                      {u.email} · {t`joined ${formatDate(u.created_at)}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {u.is_admin && (
                      <Badge tone="brand">
                        <Trans>Admin</Trans>
                      </Badge>
                    )}
                    {u.is_disabled && (
                      <Badge tone="red">
                        <Trans>Disabled</Trans>
                      </Badge>
                    )}
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={isMe}
                      onClick={() => set(u, { is_admin: !u.is_admin })}
                      aria-label={u.is_admin ? t`Revoke admin from ${u.name}` : t`Make admin: ${u.name}`}
                    >
                      {u.is_admin ? t`Revoke admin` : t`Make admin`}
                    </Button>
                    {u.is_disabled ? (
                      <Button size="sm" variant="secondary" onClick={() => set(u, { is_disabled: false })} aria-label={t`Enable ${u.name}`}>
                        <Trans>Enable</Trans>
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        disabled={isMe}
                        onClick={() => setDisabling(u)}
                        aria-label={t`Disable ${u.name}`}
                      >
                        <Trans>Disable</Trans>
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {list.data && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} label={t`User pages`} />}
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={t`Disable user`}
        description={t`${disabling?.name ?? ''} will be signed out everywhere and cannot sign in until enabled again.`}
        confirmLabel={t`Disable`}
        busy={flags.isPending}
        onConfirm={() => disabling && set(disabling, { is_disabled: true }, () => setDisabling(null))}
      />
    </AdminPage>
  );
}
