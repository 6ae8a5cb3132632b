import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

interface MyKitchenLoadedProps {
  /** The useMyKitchen() query. */
  mine: { isPending: boolean; isError: boolean };
  skeletonClassName: string;
  /** The page's content once the cook's kitchen (or the lack of one) is known. */
  children: () => ReactNode;
}

/** A cook's page waits for the cook's own kitchen: a skeleton meanwhile, the failure if it could not load. */
export function MyKitchenLoaded({ mine, skeletonClassName, children }: MyKitchenLoadedProps) {
  if (mine.isPending) return <Skeleton className={skeletonClassName} />;
  if (mine.isError)
    return (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
        <Trans>Failed to load your kitchen. Please try again later.</Trans>
      </p>
    );
  return children();
}
