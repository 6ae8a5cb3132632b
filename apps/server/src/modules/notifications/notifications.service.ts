import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_MESSAGES, type PushPayload, type SubscribeBody } from '@padosi/shared/notifications';
import type { AppDeps } from '../../platform/deps';
import { Invalid } from '../../platform/errors';
import * as repo from './notifications.repo';
import { isAllowedPushEndpoint } from './push-endpoint';
import { sendPush, type PushOutcome } from './push-sender';

const BATCH = 10;
const PAGE = 500;

interface Outbox {
  pending: Set<Promise<void>>;
  log: FastifyBaseLogger | null;
}
const outboxes = new WeakMap<AppDeps, Outbox>();
const outboxOf = (deps: AppDeps) => {
  let box = outboxes.get(deps);
  if (!box) outboxes.set(deps, (box = { pending: new Set(), log: null }));
  return box;
};

/** Lets the module log delivery results through the app's logger. */
export const attachPushLogger = (deps: AppDeps, log: FastifyBaseLogger) => {
  outboxOf(deps).log = log;
};

/** Resolves once every push queued so far has been attempted (graceful shutdown and tests). */
export async function drainPush(deps: AppDeps) {
  const box = outboxOf(deps);
  while (box.pending.size > 0) await Promise.all([...box.pending]);
}

/**
 * Runs a delivery job after the current request has answered (setImmediate comes after the response is
 * written); a push failure is logged, never thrown at the caller.
 */
function enqueue(deps: AppDeps, what: string, job: () => Promise<Record<PushOutcome, number>>) {
  const box = outboxOf(deps);
  const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
    .then(job)
    .then((counts) => box.log?.info({ push: what, ...counts }, 'push delivered'))
    .catch((err) => box.log?.error({ err, push: what }, 'push delivery failed'))
    .finally(() => box.pending.delete(task));
  box.pending.add(task);
}

async function deliver(deps: AppDeps, subs: repo.SubscriptionRow[], payload: PushPayload, counts: Record<PushOutcome, number>) {
  for (let i = 0; i < subs.length; i += BATCH) {
    await Promise.all(
      subs.slice(i, i + BATCH).map(async (sub) => {
        const outcome = await sendPush(deps, sub, payload).catch((): PushOutcome => 'failed');
        counts[outcome] += 1;
        if (outcome === 'gone') await repo.deleteSubscription(deps.database.db, sub.endpoint);
      }),
    );
  }
}

const emptyCounts = (): Record<PushOutcome, number> => ({ sent: 0, gone: 0, failed: 0, refused: 0 });

/** Sends to every browser of these users (any module). Returns at once; delivery happens after the response. */
export function notifyUsers(deps: AppDeps, userIds: number[], payload: PushPayload): void {
  const ids = [...new Set(userIds)];
  enqueue(deps, `users:${ids.length}`, async () => {
    const counts = emptyCounts();
    await deliver(deps, await repo.subscriptionsOfUsers(deps.database.db, ids), payload, counts);
    return counts;
  });
}

/** Sends to every browser subscribed from a module, except the acting user's own. Returns at once. */
export function notifyModule(deps: AppDeps, moduleId: string, payload: PushPayload, opts: { excludeUserId?: number } = {}): void {
  enqueue(deps, `module:${moduleId}`, async () => {
    const counts = emptyCounts();
    for (let after = 0; ; ) {
      const page = await repo.subscriptionsOfModule(deps.database.db, moduleId, after, PAGE, opts.excludeUserId);
      if (page.length === 0) break;
      await deliver(deps, page, payload, counts);
      after = page[page.length - 1]!.id;
    }
    return counts;
  });
}

/** Stores the browser's subscription for the signed-in user; the body's userId is never trusted. */
export async function subscribe(deps: AppDeps, userId: number, body: SubscribeBody) {
  const { endpoint, keys } = body.subscription;
  if (!isAllowedPushEndpoint(endpoint, deps.config.pushAllowLoopback)) {
    throw Invalid(NOTIFICATION_MESSAGES.endpointRefused, { 'subscription.endpoint': NOTIFICATION_MESSAGES.endpointRefused });
  }
  return repo.upsertSubscription(deps.database.db, { userId, moduleId: body.moduleId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

export const unsubscribe = (deps: AppDeps, userId: number, endpoint: string) => repo.deleteSubscription(deps.database.db, endpoint, userId);
