import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AdStatus } from '@padosi/shared/ads';
import type { HomeHelpStatus } from '@padosi/shared/home-help';
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
  { key: 'providers', label: msg`My services` },
  { key: 'ads', label: msg`Ads` },
  { key: 'rentals', label: msg`Rentals` },
  { key: 'rides', label: msg`Rides` },
  { key: 'home-help', label: msg`Home help` },
  { key: 'saved', label: msg`Saved` },
] as const;
type TabKey = (typeof TABS)[number]['key'];

// The statuses shown beside a listing, as a person reads them (the stored values stay the spec's English).
const AD_STATUS: Record<AdStatus, MessageDescriptor> = { Available: msg`Available`, Sold: msg`Sold`, Pending: msg`Pending`, Inactive: msg`Inactive` };
const HOME_HELP_STATUS: Record<HomeHelpStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  'In Progress': msg`In Progress`,
  Completed: msg`Completed`,
  Cancelled: msg`Cancelled`,
};

/** One tab's list: the first items as links, and the full page of that module. */
function Panel({ listed, empty, all, create }: { listed: Listed; empty: string; all: string; create?: { to: string; label: string } }) {
  const total = listed.total;
  if (listed.isPending) return <Skeleton className="h-40" />;
  if (listed.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-800">
        <Trans>This list could not be loaded. Please try again.</Trans>
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
            <Trans>See all {total}</Trans>
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
  const { i18n, t } = useLingui();
  const me = useCurrentUser()!;
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((tb) => tb.key === params.get('tab'))?.key ?? 'providers';
  const [focusKey, setFocusKey] = useState<TabKey | null>(null);
  const select = (key: TabKey) => {
    setParams(key === 'providers' ? {} : { tab: key }, { replace: true });
    setFocusKey(key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = TABS.findIndex((tb) => tb.key === tab);
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
        empty={t`You have not listed a service yet.`}
        all={`/businesscards/${me.id}`}
        create={{ to: '/createcard', label: t`List your service` }}
      />
    ),
    ads: (
      <Panel
        listed={paged(ads, (a) => ({ id: a.ad_id, label: a.title, to: `/ads/details/${a.ad_id}`, detail: i18n._(AD_STATUS[a.ads_status]) }))}
        empty={t`You have not posted any ads yet.`}
        all={`/ads/${me.id}`}
        create={{ to: '/ads/create', label: t`Post an ad` }}
      />
    ),
    rentals: (
      <Panel
        listed={paged(rentals, (r) => ({ id: r.id, label: r.apartment_name, to: `/rentals/details/${r.id}` }))}
        empty={t`You have not posted any rentals yet.`}
        all={`/rentals/${me.id}`}
        create={{ to: '/rentals/create', label: t`Post a rental` }}
      />
    ),
    rides: (
      <Panel
        listed={paged(rides, (r) => ({ id: r.id, label: `${r.from_location} → ${r.to_location}`, to: `/carpooling/details/${r.id}`, detail: r.ride_date }))}
        empty={t`You have not posted any rides yet.`}
        all={`/carpooling/${me.id}`}
        create={{ to: '/carpooling/create', label: t`Post a ride` }}
      />
    ),
    'home-help': (
      <Panel
        listed={paged(requests, (r) => {
          const service = r.service_type;
          const day = r.request_date;
          return { id: r.id, label: t`${service} on ${day}`, to: `/home-help/details/${r.id}`, detail: i18n._(HOME_HELP_STATUS[r.status]) };
        })}
        empty={t`You have not asked for home help yet.`}
        all="/home-help"
        create={{ to: '/home-help/create', label: t`Ask for home help` }}
      />
    ),
    saved: (
      <div className="space-y-6">
        <section aria-labelledby="saved-providers">
          <h2 id="saved-providers" className="mb-2 text-lg font-semibold text-slate-900">
            <Trans>Service providers</Trans>
          </h2>
          <Panel
            listed={{
              isPending: saved.isPending,
              isError: saved.isError,
              rows: (saved.data?.pages.flatMap((p) => p.items) ?? []).map((p) => ({ id: p.id, label: p.name, to: `/details/${p.id}`, detail: p.service_type })),
              total: saved.data?.pages[0]?.total ?? 0,
            }}
            empty={t`Nothing saved yet. Tap the heart on a service provider to keep it here.`}
            all="/myfavorites"
          />
        </section>
        <section aria-labelledby="saved-ads">
          <h2 id="saved-ads" className="mb-2 text-lg font-semibold text-slate-900">
            <Trans>Ads</Trans>
          </h2>
          <Panel
            listed={paged(savedAds, (a) => ({ id: a.ad_id, label: a.title, to: `/ads/details/${a.ad_id}`, detail: i18n._(AD_STATUS[a.ads_status]) }))}
            empty={t`No saved ads yet. Tap Save on an ad to keep it here.`}
            all="/my-listings?tab=saved"
          />
        </section>
      </div>
    ),
  };

  return (
    <Page title={t`My listings`} lead={t`Everything you have posted or saved, in one place.`}>
      <div role="tablist" aria-label={t`My listings`} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200" onKeyDown={onKeyDown}>
        {TABS.map((tb) => (
          <button
            key={tb.key}
            type="button"
            role="tab"
            id={`tab-${tb.key}`}
            aria-selected={tab === tb.key}
            aria-controls={`panel-${tb.key}`}
            tabIndex={tab === tb.key ? 0 : -1}
            ref={(el) => {
              if (el && focusKey === tb.key) el.focus();
            }}
            onClick={() => select(tb.key)}
            className={`min-h-11 whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${tab === tb.key ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {i18n._(tb.label)}
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
