import { FAVORITE_MESSAGES } from '@padosi/shared/favorites';
import type { ServiceContext } from '../../platform/services/context';
import { Invalid } from '../../platform/http/errors';
import { TRUST_MESSAGES } from '@padosi/shared/trust';
import { assertProviderOpen } from '../providers/providers.service';
import { addFavorite, listFavorites, removeFavorite } from './favorites.repo';

/** The signed-in user's favourite providers, newest first. */
export const listMyFavorites = (ctx: ServiceContext) => listFavorites(ctx.db, ctx.user.id);

/** Idempotent: adding a favourite twice keeps one; 404 for a provider that does not exist, 403 for a hidden one. */
export async function addMyFavorite(ctx: ServiceContext, providerId: number) {
  await assertProviderOpen(ctx, providerId, TRUST_MESSAGES.hiddenNoFavourite);
  await addFavorite(ctx.db, ctx.user.id, providerId);
}

export async function removeMyFavorite(ctx: ServiceContext, providerId: number | undefined) {
  if (!providerId) throw Invalid(FAVORITE_MESSAGES.providerRequired, { service_provider_id: FAVORITE_MESSAGES.providerRequired });
  await removeFavorite(ctx.db, ctx.user.id, providerId);
  return providerId;
}
