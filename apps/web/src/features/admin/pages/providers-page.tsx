import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { VerifiedByAdmin } from '../../../components/ui/verified-badge';
import { Button } from '../../../components/ui/button';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAdminProviders, useProviderFlags } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { SearchField, usePagedSearch } from '../components/search-field';

const FAILED = msg`Could not save. Please try again.`;

/** /admin/providers: search, verify (Verified by admin), mark the admin contact, hide and show again. */
export default function ProvidersPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const unverified = params.get('unverified') === 'true';
  const { query, term, search, page, setPage } = usePagedSearch();
  const list = useAdminProviders(term, unverified, page);
  const flags = useProviderFlags();
  const set = (id: number, change: { admin_verified?: boolean; is_admin_contact?: boolean; hidden?: boolean }) =>
    flags.mutate(
      { id, flags: change },
      { onSuccess: () => notify('success', t`Provider updated.`), onError: (err) => notify('error', errorText(err, i18n._(FAILED))) },
    );

  return (
    <AdminPage
      title={t`Providers`}
      lead={t`Verify providers the team has checked; an admin contact shows the helpline instead of its phone; a hidden provider leaves every public list.`}
    >
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchField label={t`Search by name or phone`} value={query} onChange={search} />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={unverified}
            onChange={(e) => {
              setParams(e.target.checked ? { unverified: 'true' } : {});
              setPage(1);
            }}
          />
          <Trans>Awaiting verification only</Trans>
        </label>
      </div>
      <QueryState
        query={list}
        skeleton={{ count: 3, className: 'h-20' }}
        failure={t`Could not load providers.`}
        isEmpty={(d) => d.items.length === 0}
        empty={t`No providers found.`}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.items.map((p) => (
              <li key={p.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link to={`/details/${p.id}`} className="font-semibold text-brand-800 hover:underline">
                    {p.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {p.category_name ?? t`No category`} · {p.phone_number} · {t`by ${p.owner_name ?? t`unknown`}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {p.admin_verified && <VerifiedByAdmin />}
                  {p.is_admin_contact && (
                    <Badge tone="brand">
                      <Trans>Admin contact</Trans>
                    </Badge>
                  )}
                  {p.hidden && (
                    <Badge tone="yellow">
                      <Trans>Hidden</Trans>
                    </Badge>
                  )}
                  <Button
                    size="sm"
                    variant={p.admin_verified ? 'ghost' : 'primary'}
                    onClick={() => set(p.id, { admin_verified: !p.admin_verified })}
                    aria-label={p.admin_verified ? t`Unverify ${p.name}` : t`Verify ${p.name}`}
                  >
                    {p.admin_verified ? t`Unverify` : t`Verify`}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => set(p.id, { is_admin_contact: !p.is_admin_contact })}
                    aria-label={p.is_admin_contact ? t`Remove admin contact from ${p.name}` : t`Mark as admin contact: ${p.name}`}
                  >
                    {p.is_admin_contact ? t`Remove admin contact` : t`Make admin contact`}
                  </Button>
                  <Button
                    size="sm"
                    variant={p.hidden ? 'secondary' : 'ghost'}
                    onClick={() => set(p.id, { hidden: !p.hidden })}
                    aria-label={p.hidden ? t`Show ${p.name}` : t`Hide ${p.name}`}
                  >
                    {p.hidden ? t`Show` : t`Hide`}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {list.data && <Pager page={page} pages={pageCount(list.data)} onPage={setPage} label={t`Provider pages`} />}
    </AdminPage>
  );
}
