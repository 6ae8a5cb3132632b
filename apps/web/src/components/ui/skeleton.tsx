import { Trans } from '@lingui/react/macro';

export const Skeleton = ({ className = '' }: { className?: string }) => (
  <div className={`animate-pulse rounded-xl bg-slate-200/80 ${className}`} aria-hidden="true" />
);

/** A list placeholder with the given number of cards, announced once as loading. */
export function CardSkeletons({
  count = 6,
  className = 'h-40',
  grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
}: {
  count?: number;
  className?: string;
  grid?: string;
}) {
  return (
    <div role="status" aria-live="polite" className={grid}>
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}
