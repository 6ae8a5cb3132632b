import { Plus } from 'lucide-react';
import { ButtonLink } from '../ui/button';

interface ListingActionsProps {
  /** The list's path, such as "/ads"; someone's own list is at `${base}/{id}` and the form at `${base}/create`. */
  base: string;
  meId: number | undefined;
  /** The user whose listings are shown, when the list is one person's. */
  userId: number | undefined;
  mineLabel: string;
  allLabel: string;
  createLabel: string;
}

/** A public list's header links: to one's own listings, back to everyone's, and to post a new one. */
export function ListingActions({ base, meId, userId, mineLabel, allLabel, createLabel }: ListingActionsProps) {
  return (
    <>
      {meId !== undefined && userId !== meId && (
        <ButtonLink to={`${base}/${meId}`} variant="outline">
          {mineLabel}
        </ButtonLink>
      )}
      {userId && (
        <ButtonLink to={base} variant="outline">
          {allLabel}
        </ButtonLink>
      )}
      <ButtonLink to={`${base}/create`}>
        <Plus className="size-4" aria-hidden="true" />
        {createLabel}
      </ButtonLink>
    </>
  );
}
