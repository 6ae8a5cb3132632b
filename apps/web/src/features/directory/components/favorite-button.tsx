import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { FAVORITE_MESSAGES } from '@padosi/shared/provider-constants';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

/** The favourite heart: adds or removes with the spec's toasts; visitors are told to log in. */
export function FavoriteButton({ providerId }: { providerId: number }) {
  const user = useCurrentUser();
  const favorites = useFavoriteIds(Boolean(user));
  const toggle = useToggleFavorite();
  const isFavorite = favorites.data?.has(providerId) ?? false;
  const { t } = useLingui();

  const onClick = () => {
    const add = !isFavorite;
    const loginText = add ? FAVORITE_MESSAGES.addLogin : FAVORITE_MESSAGES.removeLogin;
    if (!user) return notify('error', loginText);
    toggle.mutate(
      { id: providerId, add },
      {
        onSuccess: () => notify('success', add ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed),
        // The spec's client read a 400 as "log in first"; our server says 401 for that.
        onError: (err) => notify('error', err instanceof ApiError && (err.status === 400 || err.status === 401) ? loginText : FAVORITE_MESSAGES.failed),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? t`Remove from favourites` : t`Add to favourites`}
      className="inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-rose-600 shadow-sm hover:bg-rose-50 disabled:opacity-60"
    >
      <Heart className={`size-5 ${isFavorite ? 'fill-current' : ''}`} aria-hidden="true" />
    </button>
  );
}
