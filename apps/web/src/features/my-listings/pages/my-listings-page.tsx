import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { useAds } from '../../ads/api/list-ads';
import { useSavedAds } from '../../ads/api/saved-ads';
import { useRides } from '../../carpool/api/list-rides';
import { useFavoriteProviders, useUserProviders } from '../../directory/api/provider-lists';
import { useRequests } from '../../home-help/api/list-requests';
import { useRentals } from '../../rentals/api/list-rentals';

interface Row {
  id: number;
  label: string;
  to: string;
  detail?: string;
}
interface Listed {
  isPending: boolean;
  isError: boolean;
  rows: Row[];
  total: number;
}

const TABS = [
  { key: 'providers', label: 'My services' },
  { key: 'ads', label: 'Ads' },
  { key: 'rentals', label: 'Rentals' },
  { key: 'rides', label: 'Rides' },
  { key: 'home-help', label: 'Home help' },
  { key: 'saved', label: 'Saved' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** One tab's list: the first items as links, and the full page of that module. */
function Panel({ listed, empty, all, create }: { listed: Listed; empty: string; all: string; create?: { to: string; label: string } }) {
  if (listed.isPending) return <Skeleton className="h-40" />;
  if (listed.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
        This list could not be loaded. Please try again.
      </p>
    );
  return (
    <div className="space-y-4">
      {listed.rows.length === 0 ? (
        <p className="text-slate-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {listed.rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={r.to} className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline">
                {r.label}
              </Link>
              {r.detail && <span className="text-sm text-slate-600">{r.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-4">
        {listed.total > listed.rows.length && (
          <Link to={all} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            See all {listed.total}
          </Link>
        )}
        {create && (
          <Link to={create.to} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4">
            {create.label}
          </Link>
        )}
      </div>
    </div>
  );
}

const paged = <T,>(q: { isPending: boolean; isError: boolean; data?: { items: T[]; total: number } }, row: (item: T) => Row): Listed => ({
  isPending: q.isPending,
  isError: q.isError,
  rows: (q.data?.items ?? []).map(row),
  total: q.data?.total ?? 0,
});

/** /my-listings (signed in): everything I posted or saved, one tab per module (issue 15). */
export default function MyListingsPage() {
  const me = useCurrentUser()!;
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'providers';
  const [focusKey, setFocusKey] = useState<TabKey | null>(null);
  const select = (key: TabKey) => {
    setParams(key === 'providers' ? {} : { tab: key }, { replace: true });
    setFocusKey(key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.key === tab);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (i + TABS.length - 1) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    select(TABS[next]!.key);
  };

  const providers = useUserProviders(me.id);
  const ads = useAds({ userId: me.id, page: 1, sort: 'latest' });
  const rentals = useRentals({ userId: me.id, page: 1 });
  const rides = useRides({ from: '', to: '', date: '', page: 1, userId: me.id });
  const requests = useRequests({ scope: 'mine', page: 1 });
  const saved = useFavoriteProviders();
  const savedAds = useSavedAds();

  const panels: Record<TabKey, ReactNode> = {
    providers: (
      <Panel
        listed={{
          isPending: providers.isPending,
          isError: providers.isError,
          rows: (providers.data?.pages.flatMap((p) => p.items) ?? []).map((p) => ({ id: p.id, label: p.name, to: `/details/${p.id}`, detail: p.service_type })),
          total: providers.data?.pages[0]?.total ?? 0,
        }}
        empty="You have not listed a service yet."
        all={`/businesscards/${me.id}`}
        create={{ to: '/createcard', label: 'List your service' }}
      />
    ),
    ads: (
      <Panel
        listed={paged(ads, (a) => ({ id: a.ad_id, label: a.title, to: `/ads/details/${a.ad_id}`, detail: a.ads_status }))}
        empty="You have not posted any ads yet."
        all={`/ads/${me.id}`}
        create={{ to: '/ads/create', label: 'Post an ad' }}
      />
    ),
    rentals: (
      <Panel
        listed={paged(rentals, (r) => ({ id: r.id, label: r.apartment_name, to: `/rentals/details/${r.id}` }))}
        empty="You have not posted any rentals yet."
        all={`/rentals/${me.id}`}
        create={{ to: '/rentals/create', label: 'Post a rental' }}
      />
    ),
    rides: (
      <Panel
        listed={paged(rides, (r) => ({ id: r.id, label: `${r.from_location} → ${r.to_location}`, to: `/carpooling/details/${r.id}`, detail: r.ride_date }))}
        empty="You have not posted any rides yet."
        all={`/carpooling/${me.id}`}
        create={{ to: '/carpooling/create', label: 'Post a ride' }}
      />
    ),
    'home-help': (
      <Panel
        listed={paged(requests, (r) => ({ id: r.id, label: `${r.service_type} on ${r.request_date}`, to: `/home-help/details/${r.id}`, detail: r.status }))}
        empty="You have not asked for home help yet."
        all="/home-help"
        create={{ to: '/home-help/create', label: 'Ask for home help' }}
      />
    ),
    saved: (
      <div className="space-y-6">
        <section aria-labelledby="saved-providers">
          <h2 id="saved-providers" className="mb-2 text-lg font-semibold text-slate-900">
            Service providers
          </h2>
          <Panel
            listed={{
              isPending: saved.isPending,
              isError: saved.isError,
              rows: (saved.data?.pages.flatMap((p) => p.items) ?? []).map((p) => ({ id: p.id, label: p.name, to: `/details/${p.id}`, detail: p.service_type })),
              total: saved.data?.pages[0]?.total ?? 0,
            }}
            empty="Nothing saved yet. Tap the heart on a service provider to keep it here."
            all="/myfavorites"
          />
        </section>
        <section aria-labelledby="saved-ads">
          <h2 id="saved-ads" className="mb-2 text-lg font-semibold text-slate-900">
            Ads
          </h2>
          <Panel
            listed={paged(savedAds, (a) => ({ id: a.ad_id, label: a.title, to: `/ads/details/${a.ad_id}`, detail: a.ads_status }))}
            empty="No saved ads yet. Tap Save on an ad to keep it here."
            all="/my-listings?tab=saved"
          />
        </section>
      </div>
    ),
  };

  return (
    <Page title="My listings" lead="Everything you have posted or saved, in one place.">
      <div role="tablist" aria-label="My listings" className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            ref={(el) => {
              if (el && focusKey === t.key) el.focus();
            }}
            onClick={() => select(t.key)}
            className={`min-h-11 whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${tab === t.key ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <Card>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} tabIndex={0}>
          {panels[tab]}
        </div>
      </Card>
    </Page>
  );
}
