import crypto from 'node:crypto';
import type { Language } from '@padosi/shared/languages';
import { NOTIFICATION_MESSAGES, type PushPayload, type SubscribeBody } from '@padosi/shared/notifications';
import type { AppRoot, ServiceContext, SystemContext } from '../../platform/services/context';
import type { AppDeps } from '../../platform/services/deps';
import { Invalid } from '../../platform/http/errors';
import * as repo from './notifications.repo';
import { isAllowedPushEndpoint } from './push-endpoint';
import { sendPush, type PushOutcome } from './push-sender';

const PAGE = 500;
const FANOUT = 'push-fanout';
const DELIVER = 'push-deliver';

type Audience = { userIds: number[] } | { moduleId: string; excludeUserId?: number };
interface FanOutJob {
  audience: Audience;
  /** The English text, for a recipient who reads English or chose no language. */
  payload: PushPayload;
  /** The same push in Hindi, for a recipient whose stored language is Hindi (absent: a push with no Hindi). */
  hindi?: PushPayload;
}

/** A push's text, or a fixed template that draws it in a given language: each recipient gets their own language. */
export type PushTexts = PushPayload | ((language: Language) => PushPayload);
interface DeliverJob {
  subscription: Pick<repo.SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;
  payload: PushPayload;
}

/** The same fan-out job and subscription always make the same delivery job id: a re-run fan-out adds no duplicate. */
const deliveryId = (fanOutId: string, subscriptionId: number) => {
  const h = crypto.createHash('sha256').update(`${fanOutId}:${subscriptionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

class PushNotDelivered extends Error {}

/**
 * Push goes through the job queue (decision 1400): a request stores one fan-out job and answers; the fan-out job (run
 * once, by one instance) turns the audience into one delivery job per browser; a delivery the push service refuses
 * with an error or that cannot reach it throws and is retried with backoff. Subscriptions reported gone are deleted.
 */
export function registerPushJobs({ deps, log }: AppRoot) {
  deps.jobs.define<FanOutJob>(
    FANOUT,
    async (job) => {
      const subs = audiencePages(deps, job.data.audience);
      let count = 0;
      for await (const page of subs) {
        await deps.jobs.sendMany<DeliverJob>(
          DELIVER,
          page.map((s) => ({
            id: deliveryId(job.id, s.id),
            data: {
              subscription: { endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth },
              payload: s.language === 'hi' && job.data.hindi ? job.data.hindi : job.data.payload,
            },
          })),
        );
        count += page.length;
      }
      log.info({ push: describe(job.data.audience), subscriptions: count }, 'push fanned out');
    },
    { retryLimit: 3, retryDelaySeconds: 10 },
  );
  deps.jobs.define<DeliverJob>(
    DELIVER,
    async (job) => {
      const outcome = await sendPush(deps, job.data.subscription, job.data.payload).catch((err: unknown): PushOutcome => {
        log.warn({ err }, 'push service unreachable');
        return 'failed';
      });
      if (outcome === 'gone') await repo.deleteSubscription(deps.database.db, job.data.subscription.endpoint);
      if (outcome === 'failed') throw new PushNotDelivered('push not delivered');
    },
    // Ten browsers at a time per instance; retried after about 5, 10, 20, 40 and 80 s.
    { batchSize: 10, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 60 },
  );
}

const describe = (a: Audience) => ('userIds' in a ? `users:${a.userIds.length}` : `module:${a.moduleId}`);

async function* audiencePages(deps: AppDeps, audience: Audience) {
  if ('userIds' in audience) {
    yield await repo.subscriptionsOfUsers(deps.database.db, audience.userIds);
    return;
  }
  for (let after = 0; ;) {
    const page = await repo.subscriptionsOfModule(deps.database.db, audience.moduleId, after, PAGE, audience.excludeUserId);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
  }
}

/** Resolves once every push queued so far has been attempted (tests; retries scheduled for later are not awaited). */
export const drainPush = (deps: AppDeps) => deps.jobs.drain();

/** Stores the fan-out job; resolves once it is committed, never waits for a push service, never throws. */
async function enqueue(ctx: SystemContext, data: FanOutJob) {
  try {
    await ctx.deps.jobs.send(FANOUT, data);
  } catch (err) {
    ctx.log.error({ err, push: describe(data.audience) }, 'push not queued');
  }
}

/** Both languages' texts are drawn when the job is stored; the fan-out picks each subscriber's by their stored language. */
const texts = (push: PushTexts): Pick<FanOutJob, 'payload' | 'hindi'> =>
  typeof push === 'function' ? { payload: push('en'), hindi: push('hi') } : { payload: push };

/** Sends to every browser of these users (any module). Resolves once the job is stored; delivery happens later. */
export function notifyUsers(ctx: SystemContext, userIds: number[], push: PushTexts): Promise<void> {
  return enqueue(ctx, { audience: { userIds: [...new Set(userIds)] }, ...texts(push) });
}

/** Sends to every browser subscribed from a module, except the acting user's own. Resolves once the job is stored. */
export function notifyModule(ctx: SystemContext, moduleId: string, push: PushTexts, opts: { excludeUserId?: number } = {}): Promise<void> {
  return enqueue(ctx, { audience: { moduleId, ...(opts.excludeUserId === undefined ? {} : { excludeUserId: opts.excludeUserId }) }, ...texts(push) });
}

/** Stores the browser's subscription for the signed-in user; the body's userId is never trusted. */
export async function subscribe(ctx: ServiceContext, body: SubscribeBody) {
  const { endpoint, keys } = body.subscription;
  if (!isAllowedPushEndpoint(endpoint, ctx.deps.config.pushAllowLoopback)) {
    throw Invalid(NOTIFICATION_MESSAGES.endpointRefused, { 'subscription.endpoint': NOTIFICATION_MESSAGES.endpointRefused });
  }
  return repo.upsertSubscription(ctx.db, { userId: ctx.user.id, moduleId: body.moduleId, endpoint, p256dh: keys.p256dh, auth: keys.auth });
}

export const unsubscribe = (ctx: ServiceContext, endpoint: string) => repo.deleteSubscription(ctx.db, endpoint, ctx.user.id);
