import type { ReactNode } from 'react';
import { errorText } from '../../lib/api-client';
import { CardSkeletons } from './skeleton';

interface QueryStateProps<T> {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  /** Skeleton placeholders while loading: how many, their height class and the grid they sit in. */
  skeleton: { count: number; className: string; grid?: string };
  /** Shown when the call fails and the server sent no message. */
  failure: string;
  /** Show `failure` even when the server sent a message (lists whose wording never varied). */
  alwaysFailure?: boolean;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/** A list's four states in one place: skeletons while loading, the error, the empty text, then the list. */
export function QueryState<T>({ query, skeleton, failure, alwaysFailure = false, isEmpty, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <CardSkeletons count={skeleton.count} className={skeleton.className} grid={skeleton.grid ?? 'grid gap-2'} />;
  if (query.error || query.data === undefined)
    return (
      <p role="alert" className="text-red-700">
        {alwaysFailure ? failure : errorText(query.error, failure)}
      </p>
    );
  if (isEmpty(query.data)) return <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">{empty}</p>;
  return <>{children(query.data)}</>;
}
