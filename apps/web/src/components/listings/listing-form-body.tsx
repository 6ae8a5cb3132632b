import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/auth-store';
import { Skeleton } from '../ui/skeleton';

interface ListingFormBodyProps<T> {
  /** The listing being edited; absent on the create page. */
  editing?: { isPending: boolean; isError: boolean; data: T | undefined };
  skeletonClassName: string;
  failed: ReactNode;
  notOwner: ReactNode;
  /** The form, empty or filled with the listing. */
  children: (listing?: T) => ReactNode;
}

/** A listing's create-or-edit form; while editing, first its load and the check that it is the user's (or an admin's). */
export function ListingFormBody<T extends { user_id: number }>({ editing, skeletonClassName, failed, notOwner, children }: ListingFormBodyProps<T>) {
  const me = useCurrentUser()!;
  if (!editing) return children();
  if (editing.isPending) return <Skeleton className={skeletonClassName} />;
  if (editing.isError || !editing.data)
    return (
      <p role="alert" className="text-red-700">
        {failed}
      </p>
    );
  if (editing.data.user_id !== me.id && !me.isadmin)
    return (
      <p role="alert" className="text-slate-700">
        {notOwner}
      </p>
    );
  return children(editing.data);
}
