import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { JustPostedMark, firstIf, useJustPosted } from '../../../lib/just-posted';
import { Plus } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { EmptyCard, RetryCard } from '../../../components/ui/page-states';
import { Pager, pageCount } from '../../../components/ui/pager';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { useListParams } from '../../../lib/list-params';
import { useRides } from '../api/list-rides';
import { rideDay } from '../format';
import { RideCard } from '../components/ride-card';
import { RIDE_FILTERS, RideFilters } from '../components/ride-filters';

/** /carpooling, /carpooling/ride-list and /carpooling/{user_id}: the rides still ahead, soonest first. */
export default function RideListPage() {
  const { user_id } = useParams();
  const me = useCurrentUser();
  const justPosted = useJustPosted();
  const { filters, page, apply } = useListParams(RIDE_FILTERS);
  const userId = user_id ? Number(user_id) : undefined;
  const rides = useRides({ ...filters, page, userId });
  const { t } = useLingui();

  if (user_id && !(Number.isInteger(userId) && userId! > 0)) return <Navigate to="/carpooling" replace />;

  const title = userId ? (me?.id === userId ? t`My Rides` : t`Rides by a neighbour`) : t`Car Pooling`;
  const hasFilter = Boolean(filters.from || filters.to || filters.date);

  return (
    <Page
      title={title}
      lead={t`Share your daily commute or a one-off trip with neighbours.`}
      actions={
        <>
          {me && me.id !== userId && (
            <ButtonLink to={`/carpooling/${me.id}`} size="lg" variant="outline">
              <Trans>My Rides</Trans>
            </ButtonLink>
          )}
          <ButtonLink to="/carpooling/create" size="lg">
            <Plus className="size-5" aria-hidden="true" />
            <Trans>Post a Ride</Trans>
          </ButtonLink>
        </>
      }
    >
      <RideFilters key={`${filters.from}|${filters.to}|${filters.date}`} value={filters} onSearch={(v) => apply(v)} />
      <section aria-labelledby="rides-heading" className="mt-6">
        <h2 id="rides-heading" className="mb-3 text-sm font-medium text-slate-600" aria-live="polite">
          {rides.data ? ridesHeading(rides.data.total, filters.date) : t`Rides`}
        </h2>
        {rides.isPending ? (
          <CardSkeletons count={6} className="h-64" />
        ) : rides.isError ? (
          <RetryCard message={t`Failed to load rides. Please try again.`} onRetry={() => rides.refetch()} />
        ) : rides.data.items.length === 0 ? (
          <EmptyCard
            title={t`No rides found.`}
            text={hasFilter ? t`Try another date or a shorter place name.` : t`Be the first to offer a ride to your neighbours!`}
            action={
              <ButtonLink to="/carpooling/create" className="mt-4">
                <Trans>Post a Ride</Trans>
              </ButtonLink>
            }
          />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {firstIf(rides.data.items, (r) => r.id === justPosted).map((ride) => (
                <li
                  key={ride.id}
                  className={`relative ${ride.id === justPosted ? 'rounded-2xl ring-2 ring-brand-600 ring-offset-2' : ''}`}
                  data-just-posted={ride.id === justPosted || undefined}
                >
                  {ride.id === justPosted && <JustPostedMark />}
                  <RideCard ride={ride} />
                </li>
              ))}
            </ul>
            <Pager page={page} pages={pageCount(rides.data)} onPage={(p) => apply({ page: p })} label={t`Ride pages`} />
          </>
        )}
      </section>
    </Page>
  );
}

/** "3 rides coming up" or "1 ride on Tomorrow". */
function ridesHeading(total: number, date: string): string {
  if (!date) return plural(total, { one: '# ride coming up', other: '# rides coming up' });
  const day = rideDay(date);
  return plural(total, { one: `# ride on ${day}`, other: `# rides on ${day}` });
}
