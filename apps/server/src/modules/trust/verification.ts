import type { ViewerContext } from '../../platform/services/context';

/**
 * Whether the signed-in viewer may see residents' phone numbers. The one place the registration mode decides it
 * ("verified to post": verified residents only). Until the residents module (issue 25, first half) is in main,
 * every signed-in resident may.
 */
export async function mayRevealPhones(ctx: ViewerContext): Promise<boolean> {
  return ctx.user !== null;
}
