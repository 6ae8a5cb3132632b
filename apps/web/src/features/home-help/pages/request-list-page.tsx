import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { HOME_HELP_LIMITS, type HomeHelpServiceType, type HomeHelpStatus } from '@padosi/shared/home-help';
import { ButtonLink } from '../../../components/ui/button';
import { Card, Page } from '../../../components/ui/page';
import { EmptyCard, RetryCard } from '../../../components/ui/page-states';
import { Pager, pageCount } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { useListParams } from '../../../lib/list-params';
import { useRequests } from '../api/list-requests';
import { ADMIN_FILTERS, AdminFilters, type AdminFilterValues } from '../components/admin-filters';
import { RequestCards, RequestTable } from '../components/request-views';
import { ServiceHints } from '../components/service-hints';
import { useWideScreen } from '../use-wide-screen';

/** /home-help, /home-help/request-list and /home-help/{user_id}: the requests, 15 per page, as a table or cards. */
export default function RequestListPage() {
  const { user_id } = useParams();
  const me = useCurrentUser();
  const location = useLocation();
  const wide = useWideScreen();
  const { t } = useLingui();
  const { filters, page, apply } = useListParams(ADMIN_FILTERS);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const forUser = user_id ? Number(user_id) : undefined;
  // Admins see everyone's requests (or one resident's); everyone else their own.
  const scope = me?.isadmin && forUser !== me.id ? 'all' : 'mine';
  const requests = useRequests(
    {
      scope,
      page,
      ...(scope === 'all'
        ? {
            service_type: (filters.service_type || undefined) as HomeHelpServiceType | undefined,
            address: filters.address || undefined,
            status: (filters.status || undefined) as HomeHelpStatus | undefined,
            user_id: forUser,
          }
        : {}),
    },
    Boolean(me),
  );

  if (user_id && !(Number.isInteger(forUser) && forUser! > 0)) return <Navigate to="/home-help" replace />;

  const go = (next: Partial<AdminFilterValues> & { page?: number }) => {
    apply(next);
    setExpanded(new Set());
  };
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const View = wide ? RequestTable : RequestCards;
  const heading = scope === 'all' ? (forUser ? t`A resident's requests` : t`All Requests`) : t`My Requests`;

  return (
    <Page
      // The spec's title (HOME_HELP_MESSAGES.title), in the page's language.
      title={t`House Keeping Service`}
      lead={t`A trusted maid, a cook or both, arranged by the admin team.`}
      actions={
        <ButtonLink to="/home-help/create" size="lg">
          <Plus className="size-5" aria-hidden="true" />
          <Trans>Create Request</Trans>
        </ButtonLink>
      }
    >
      <ServiceHints />
      <section aria-labelledby="requests-heading">
        <h2 id="requests-heading" className="mb-3 text-xl font-semibold text-slate-900">
          {heading}
          {requests.data && <span className="ml-2 text-base font-normal text-slate-500">({requests.data.total})</span>}
        </h2>
        {scope === 'all' && <AdminFilters key={JSON.stringify(filters)} value={filters} onApply={(v) => go(v)} />}
        {!me ? (
          <Card className="text-center">
            <p className="text-slate-700">
              <Trans>Sign in to create requests and follow their status.</Trans>
            </p>
            <ButtonLink to="/login" state={{ from: location.pathname }} className="mt-4">
              <Trans>Sign in</Trans>
            </ButtonLink>
          </Card>
        ) : requests.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">
              <Trans>Loading…</Trans>
            </span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : requests.isError ? (
          <RetryCard message={t`Failed to load requests. Please try again.`} onRetry={() => requests.refetch()} />
        ) : requests.data.items.length === 0 ? (
          <EmptyCard
            title={t`No requests yet.`}
            text={scope === 'all' ? t`Nothing matches these filters.` : t`Tell us what help you need and when.`}
            action={
              scope === 'mine' && (
                <ButtonLink to="/home-help/create" className="mt-4">
                  <Trans>Create Request</Trans>
                </ButtonLink>
              )
            }
          />
        ) : (
          <>
            <View
              items={requests.data.items}
              firstIndex={(page - 1) * HOME_HELP_LIMITS.pageSize + 1}
              expanded={expanded}
              onToggle={toggle}
              me={me}
              caption={t`${heading}, page ${page}`}
            />
            <Pager page={page} pages={pageCount(requests.data)} onPage={(p) => go({ page: p })} label={t`Request pages`} />
          </>
        )}
      </section>
    </Page>
  );
}
