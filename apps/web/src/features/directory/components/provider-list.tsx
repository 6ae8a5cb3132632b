import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { groupIndian } from '@padosi/shared/money';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ProviderPage } from '@padosi/shared/providers';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { NoProvidersCard } from './no-providers-card';
import { ProviderGroups } from './provider-groups';

/** A paged provider list: skeletons while loading, groups, "Load more", or the No Service Providers Found card. */
export function ProviderList({ query, empty }: { query: UseInfiniteQueryResult<InfiniteData<ProviderPage>>; empty?: ReactNode }) {
  if (query.isPending) return <CardSkeletons count={6} className="h-36" />;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return empty ?? <NoProvidersCard />;
  const total = query.data?.pages[0]?.total ?? items.length;
  const shown = groupIndian(items.length);
  const all = groupIndian(total);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {plural(total, { one: `Showing ${shown} of ${all} service provider`, other: `Showing ${shown} of ${all} service providers` })}
      </p>
      <ProviderGroups items={items} />
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            <Trans>Load more</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
