import type { PushModule } from '@padosi/shared/notifications';
import { api } from '../../../lib/api-client';
import { getSession } from '../../../lib/auth-store';
import { subscribeBrowser } from '../../../lib/push';

/**
 * After a rental is created (and only then) the browser asks for permission and subscribes with the server's
 * public key; POST /api/notifications/subscribe stores it. A refusal or failure is silent (spec: not shown).
 */
export async function subscribeToPush(moduleId: PushModule, vapidPublicKey: string | null) {
  const session = getSession();
  if (!session || !vapidPublicKey) return false;
  const subscription = await subscribeBrowser(vapidPublicKey);
  if (!subscription) return false;
  await api('/api/notifications/subscribe', { method: 'POST', json: { userId: session.user.id, subscription, moduleId } });
  return true;
}
