import webpush from 'web-push';
import type { PushPayload } from '@padosi/shared/notifications';
import type { AppDeps } from '../../platform/services/deps';
import { isAllowedPushEndpoint } from './push-endpoint';
import type { SubscriptionRow } from './notifications.repo';

export type PushOutcome = 'sent' | 'gone' | 'failed' | 'refused';

const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * One encrypted push: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header; fetch
 * delivers it. Delivering ourselves (rather than web-push's https-only sender) keeps one code path for real push
 * services and the loopback test service. 404/410 mean the subscription is gone for good.
 */
export async function sendPush(deps: AppDeps, sub: Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>, payload: PushPayload): Promise<PushOutcome> {
  // Checked again at send time: rows may predate a configuration change.
  if (!isAllowedPushEndpoint(sub.endpoint, deps.config.pushAllowLoopback)) return 'refused';
  const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: deps.config.vapid.subject, publicKey: deps.secrets.vapidPublicKey, privateKey: deps.secrets.vapidPrivateKey },
    TTL: TTL_SECONDS,
    urgency: 'normal',
    contentEncoding: 'aes128gcm',
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}
