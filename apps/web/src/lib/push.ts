/** Web push in the browser: the service worker, the permission prompt and the PushManager subscription. */

export const canPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Registers /sw.js (the app shell cache and the push handler). Safe to call more than once. */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch {
    return null;
  }
}

/** Whether this browser already has a push subscription (without asking for anything). */
export async function hasPushSubscription() {
  if (!canPush() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

function keyBytes(base64url: string) {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/**
 * Asks for notification permission (the prompt appears only when the user has not answered yet) and returns
 * the browser's subscription as JSON, or null when push is unavailable, refused or the push service fails.
 */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscriptionJSON | null> {
  if (!canPush()) return null;
  try {
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return null;
    await registerServiceWorker();
    const registration = await navigator.serviceWorker.ready;
    const existing = await registration.pushManager.getSubscription();
    const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
    return subscription.toJSON();
  } catch (err) {
    console.warn('push subscription failed', err);
    return null;
  }
}
