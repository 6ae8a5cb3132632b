import { FAVORITE_MESSAGES } from '@padosi/shared/favorites';
import type { ServiceContext } from '../../platform/services/context';
import { Invalid } from '../../platform/http/errors';
import { assertProviderExists } from '../providers/providers.service';
import { addFavorite, listFavorites, removeFavorite } from './favorites.repo';

/** The signed-in user's favourite providers, newest first. */
export const listMyFavorites = (ctx: ServiceContext) => listFavorites(ctx.db, ctx.user.id);

/** Idempotent: adding a favourite twice keeps one; 404 for a provider that does not exist. */
export async function addMyFavorite(ctx: ServiceContext, providerId: number) {
  await assertProviderExists(ctx, providerId);
  await addFavorite(ctx.db, ctx.user.id, providerId);
}

export async function removeMyFavorite(ctx: ServiceContext, providerId: number | undefined) {
  if (!providerId) throw Invalid(FAVORITE_MESSAGES.providerRequired, { service_provider_id: FAVORITE_MESSAGES.providerRequired });
  await removeFavorite(ctx.db, ctx.user.id, providerId);
  return providerId;
}
