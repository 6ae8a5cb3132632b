import type { PushModule } from '@padosi/shared/notifications';
import { api } from './api-client';
import { getSession } from './auth-store';
import { hasPushSubscription, subscribeBrowser } from './push';

/**
 * After a rental is created (and only then) the browser asks for permission and subscribes with the server's
 * public key; POST /api/notifications/subscribe stores it. A refusal or failure is silent (spec: not shown).
 * keepExisting: a browser that already receives pushes keeps its topic (home help only needs the user's own).
 */
export async function subscribeToPush(moduleId: PushModule, vapidPublicKey: string | null, opts: { keepExisting?: boolean } = {}) {
  const session = getSession();
  if (!session || !vapidPublicKey) return false;
  if (opts.keepExisting && (await hasPushSubscription())) return true;
  const subscription = await subscribeBrowser(vapidPublicKey);
  if (!subscription) return false;
  await api('/api/notifications/subscribe', { method: 'POST', json: { userId: session.user.id, subscription, moduleId } });
  return true;
}
