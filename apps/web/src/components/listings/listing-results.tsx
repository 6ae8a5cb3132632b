import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { groupIndian } from '@padosi/shared/money';
import { CardSkeletons } from '../ui/skeleton';

/** A number from the URL that only counts when it is a whole number above zero (a page, a user id). */
export const positive = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * "12 ads · page 2 of 3": what a paged list holds, or a space while it loads so the live region keeps its height.
 * `count` words the total with its plural in the page's language (Lingui's `plural`), given the number already
 * grouped the Indian way ("1,00,000 ads").
 */
export function listingCount(data: { total: number } | undefined, page: number, totalPages: number, count: (total: number, shown: string) => string) {
  if (!data) return ' ';
  const counted = count(data.total, groupIndian(data.total));
  if (totalPages <= 1) return counted;
  const of = groupIndian(totalPages);
  return t`${counted} · page ${page} of ${of}`;
}

interface ListingQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { total: number; items: T[] };
}

interface ListingResultsProps<T> {
  query: ListingQuery<T>;
  /** Classes of the list and of its loading skeletons, so both take the same room. */
  grid: string;
  skeletonClassName: string;
  errorText: ReactNode;
  /** The dashed box shown when there are no listings at all: an icon, a sentence and perhaps a link onwards. */
  empty: { Icon: LucideIcon; text: string; action?: ReactNode };
  /** Where a page past the end sends people. */
  lastPageHref: string;
  /** Each item as its whole <li>, keyed; the list keeps the order given. */
  children: (items: T[]) => ReactNode;
}

/** A paged public list's states — loading, failed, none at all, a page past the end — and the grid of cards. */
export function ListingResults<T>({ query, grid, skeletonClassName, errorText, empty, lastPageHref, children }: ListingResultsProps<T>) {
  if (query.isPending) return <CardSkeletons count={8} className={skeletonClassName} grid={grid} />;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
        {errorText}
      </p>
    );
  if (query.data.total === 0)
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <empty.Icon className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-slate-700">{empty.text}</p>
        {empty.action}
      </div>
    );
  if (query.data.items.length === 0)
    return (
      <p className="rounded-2xl bg-white px-4 py-6 text-center text-slate-700">
        <Trans>This page is empty.</Trans>{' '}
        <Link to={lastPageHref} className="font-semibold text-brand-800 underline">
          <Trans>Go to the last page</Trans>
        </Link>
      </p>
    );
  return (
    <ul className={`${grid} ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isPlaceholderData}>
      {children(query.data.items)}
    </ul>
  );
}
