import { addDays } from '@padosi/shared/calendar-dates';
import { zonedInstant, zonedTime } from '@padosi/shared/clock';
import { isLanguage, type Language } from '@padosi/shared/languages';
import { renderNotification } from '@padosi/shared/notification-templates';
import {
  DEFAULT_CHANNELS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_TYPES,
  type NotificationItem,
  type NotificationParams,
  type NotificationPreferences,
  type NotificationType,
  type OptionalChannel,
} from '@padosi/shared/notifications';
import type { Transporter } from 'nodemailer';
import type { AppRoot, ServiceContext, SystemContext } from '../../platform/services/context';
import { NotFound } from '../../platform/http/errors';
import { toPage } from '../../platform/sql/paging';
import { CHANNELS } from './channels';
import { digestSubject, renderAnswerEmail, renderEmail } from './email-templates';
import * as repo from './inbox.repo';
import { sendMail } from './mailer';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

declare module '../../platform/services/context' {
  interface AppState {
    /** The SMTP transport, or null: e-mail is off without SMTP_URL. */
    mailer: Transporter | null;
  }
}

const DELIVER = 'notification-deliver';
const ANSWER = 'notification-answer';
const DIGEST = 'notification-digest';
/** The community hour (0–23) at which the daily digest goes out, before the default quiet hours start. */
export const DIGEST_HOUR = 20;
const DIGEST_ITEMS = 50;

/** What an event asks for: one recipient, fixed template params (names of things), and where the item lives. */
export interface NotificationRequest {
  type: NotificationType;
  recipientId: number;
  /** Who caused it; null for the portal. The actor is never told of their own act. */
  actorId: number | null;
  /** The event, item and state, unique per recipient: "order:12:accepted". */
  key: string;
  params: NotificationParams;
  url: string;
  /** Store it for the inbox (and so the digest) but send no push or e-mail: a saved search heard from this hour. */
  inboxOnly?: boolean;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** When the quiet hours holding back push and e-mail end, or null when `now` is outside them (community clock). */
export function quietUntil(s: Pick<repo.SettingsRow, 'quietHours' | 'quietStart' | 'quietEnd'>, now: Date, timeZone: string, today: string): Date | null {
  if (!s.quietHours || s.quietStart === s.quietEnd) return null;
  const m = minutes(zonedTime(timeZone, now));
  const wraps = s.quietStart > s.quietEnd;
  const inside = wraps ? m >= s.quietStart || m < s.quietEnd : m >= s.quietStart && m < s.quietEnd;
  if (!inside) return null;
  const endDay = wraps && m >= s.quietStart ? addDays(today, 1) : today;
  return zonedInstant(endDay, hhmm(s.quietEnd), timeZone);
}

const DEFAULT_SETTINGS = { quietHours: true, quietStart: 22 * 60, quietEnd: 7 * 60, digest: false, digestSentOn: null };

/** The channels this recipient allows for this type (their rows over the defaults), among those the portal has. */
async function channelsFor(ctx: SystemContext, userId: number, type: NotificationType, digest: boolean) {
  const rows = await repo.preferencesOf(ctx.db, userId);
  return (Object.keys(CHANNELS) as OptionalChannel[]).filter((channel) => {
    if (!CHANNELS[channel].available(ctx.state)) return false;
    if (channel === 'email' && digest) return false;
    return rows.find((r) => r.type === type && r.channel === channel)?.enabled ?? DEFAULT_CHANNELS[type][channel];
  });
}

/**
 * Stores at most one notification per event and recipient and queues its deliveries (decision 2600). Under a lock
 * per recipient it checks the caps (NOTIFICATION_LIMITS, docs/security.md): a notification over either cap is
 * dropped and logged, the item itself stays visible in the app. Quiet hours hold push and e-mail back until they
 * end; with the daily digest chosen, e-mail waits for the digest. Resolves once the jobs are stored; never throws.
 */
export async function notify(ctx: SystemContext, req: NotificationRequest): Promise<void> {
  if (req.actorId === req.recipientId) return;
  try {
    const now = ctx.clock.now();
    const stored = await ctx.transaction(async (tx) => {
      await repo.lockRecipient(tx.db, req.recipientId);
      const recent = await repo.recentCounts(tx.db, req.recipientId, req.actorId, new Date(now.getTime() - 3_600_000));
      if (recent.all >= NOTIFICATION_LIMITS.perRecipientHour || recent.fromActor >= NOTIFICATION_LIMITS.perSenderHour) {
        ctx.log.warn({ notification: req.type, recipient: req.recipientId, actor: req.actorId }, 'notification over the hourly cap, not sent');
        return null;
      }
      const row = await repo.insertNotification(tx.db, {
        userId: req.recipientId,
        type: req.type,
        eventKey: req.key.slice(0, 200),
        actorId: req.actorId,
        params: req.params,
        url: req.url,
        createdAt: now,
      });
      if (!row) return null;
      const settings = (await repo.settingsOf(tx.db, req.recipientId)) ?? DEFAULT_SETTINGS;
      const channels = req.inboxOnly ? [] : await channelsFor(tx, req.recipientId, req.type, settings.digest);
      const deliveries = await repo.insertDeliveries(
        tx.db,
        channels.map((channel) => ({ notificationId: row.id, channel })),
      );
      return { deliveries, startAfter: quietUntil(settings, now, ctx.clock.timeZone, ctx.clock.today(now)) };
    });
    if (!stored) return;
    for (const d of stored.deliveries) {
      await ctx.deps.jobs.send(DELIVER, { deliveryId: d.id }, stored.startAfter ? { startAfter: stored.startAfter } : {});
    }
  } catch (err) {
    ctx.log.error({ err, notification: req.type }, 'notification not stored');
  }
}

class NotDelivered extends Error {}
const languageOf = (l: string | null): Language => (isLanguage(l) ? l : 'en');

/** One delivery job: claimed in the database first, so a job run twice (two instances, a retry) sends once. */
async function deliver(root: AppRoot, deliveryId: number) {
  const { db } = root.deps.database;
  const found = await repo.deliveryWithNotification(db, deliveryId);
  if (!found || found.delivery.status === 'sent' || found.delivery.status === 'skipped') return;
  const claimed = await repo.claimDelivery(db, deliveryId);
  if (!claimed) return;
  const user = await repo.recipient(db, found.notification.userId);
  const channel = CHANNELS[found.delivery.channel as OptionalChannel];
  if (!user || user.isDisabled || !channel?.available(root.state)) {
    await repo.finishDelivery(db, deliveryId, { status: 'skipped' });
    return;
  }
  const n = found.notification;
  const language = languageOf(user.language);
  try {
    await channel.deliver(root, {
      userId: user.id,
      email: user.email,
      language,
      type: n.type as NotificationType,
      text: renderNotification(n.type as NotificationType, n.params, language),
      path: n.url,
    });
    await repo.finishDelivery(db, deliveryId, { status: 'sent' });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await repo.finishDelivery(db, deliveryId, { status: 'failed', error: message.slice(0, 500) });
    throw new NotDelivered(message);
  }
}

/** The daily digest, for every resident who chose it: one e-mail with the day's notifications, once per day. */
export async function sendDigests(root: AppRoot, now: Date = root.clock.now()) {
  const mailer = root.state.mailer;
  if (!mailer) return 0;
  const { db } = root.deps.database;
  const { config, secrets } = root.deps;
  const day = root.clock.today(now);
  let sent = 0;
  for (let after = 0; ;) {
    const page = await repo.digestUsers(db, after, 200);
    if (page.length === 0) return sent;
    after = page[page.length - 1]!.userId;
    for (const { userId } of page) {
      const items = await repo.notificationsSince(db, userId, new Date(now.getTime() - 24 * 3_600_000), DIGEST_ITEMS);
      const user = await repo.recipient(db, userId);
      if (items.length === 0 || !user || user.isDisabled) continue;
      if (!(await repo.claimDigest(db, userId, day))) continue;
      const language = languageOf(user.language);
      const unsubscribeUrl = `${config.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(secrets.sessionSecret, userId, 'digest')}`;
      const list = items.map((n) => ({ ...renderNotification(n.type as NotificationType, n.params, language), url: `${config.publicUrl}${n.url}` }));
      const mail = renderEmail(language, digestSubject(language, items.length), list, unsubscribeUrl);
      await sendMail(mailer, config.mailFrom, { to: user.email, language, unsubscribeUrl, ...mail });
      // Counted in the operators' per-day report beside the per-notification deliveries.
      await repo.recordDigest(db, userId, day);
      sent++;
    }
  }
}

/** What a visitor (no account, so no inbox) is sent: a fixed lead in their language, then the officer's words. */
export interface VisitorAnswer {
  to: string;
  language: Language;
  type: NotificationType;
  params: NotificationParams;
  quoted: string;
  path: string;
}

/**
 * E-mails an answer to someone without an account (a visitor's grievance), through the queue with retries; nothing
 * is queued when e-mail is off. Resolves once the job is stored; never throws.
 */
export async function emailVisitor(ctx: SystemContext, answer: VisitorAnswer) {
  if (!ctx.state.mailer) return;
  try {
    await ctx.deps.jobs.send(ANSWER, answer);
  } catch (err) {
    ctx.log.error({ err, notification: answer.type }, 'answer e-mail not queued');
  }
}

async function sendAnswer(root: AppRoot, a: VisitorAnswer) {
  const mailer = root.state.mailer;
  if (!mailer) return;
  const lead = renderNotification(a.type, a.params, a.language);
  const mail = renderAnswerEmail(a.language, lead, a.quoted, `${root.deps.config.publicUrl}${a.path}`);
  await sendMail(mailer, root.deps.config.mailFrom, { to: a.to, language: a.language, ...mail });
}

/** The delivery and digest jobs; the digest job runs every hour and sends at DIGEST_HOUR in the community's zone. */
export function registerNotificationJobs(root: AppRoot) {
  root.deps.jobs.define<{ deliveryId: number }>(DELIVER, (job) => deliver(root, job.data.deliveryId), {
    retryLimit: 4,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    batchSize: 5,
  });
  root.deps.jobs.define<VisitorAnswer>(ANSWER, (job) => sendAnswer(root, job.data), { retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 120 });
  root.deps.jobs.define<object>(
    DIGEST,
    async () => {
      const now = root.clock.now();
      if (Number(zonedTime(root.clock.timeZone, now).slice(0, 2)) === DIGEST_HOUR) await sendDigests(root, now);
    },
    { cron: '0 * * * *', retryLimit: 1 },
  );
}

// ——— The inbox ———

export async function inbox(ctx: ServiceContext, page: number, language: Language) {
  const size = NOTIFICATION_LIMITS.pageSize;
  const [rows, counts] = await Promise.all([repo.inboxPage(ctx.db, ctx.user.id, size, (page - 1) * size), repo.totals(ctx.db, ctx.user.id)]);
  const items: NotificationItem[] = rows.map((n) => ({
    id: n.id,
    type: n.type as NotificationType,
    ...renderNotification(n.type as NotificationType, n.params, language),
    url: n.url,
    read: n.readAt !== null,
    created_at: n.createdAt.toISOString(),
  }));
  return { ...toPage(items, counts.total, { page, pageSize: size }), unread: counts.unread };
}

export const unreadCount = (ctx: ServiceContext) => repo.unreadCount(ctx.db, ctx.user.id);

export async function markRead(ctx: ServiceContext, id: number) {
  if (!(await repo.markRead(ctx.db, ctx.user.id, id))) throw NotFound('This notification');
  return { unread: await repo.unreadCount(ctx.db, ctx.user.id) };
}

export async function markAllRead(ctx: ServiceContext) {
  return { marked: await repo.markAllRead(ctx.db, ctx.user.id), unread: 0 };
}

// ——— Preferences ———

export async function preferences(ctx: ServiceContext): Promise<NotificationPreferences & { email_available: boolean }> {
  const [rows, s] = await Promise.all([repo.preferencesOf(ctx.db, ctx.user.id), repo.settingsOf(ctx.db, ctx.user.id)]);
  const settings = s ?? DEFAULT_SETTINGS;
  const pick = (type: NotificationType, channel: OptionalChannel) =>
    rows.find((r) => r.type === type && r.channel === channel)?.enabled ?? DEFAULT_CHANNELS[type][channel];
  return {
    channels: Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, { push: pick(t, 'push'), email: pick(t, 'email') }])) as NotificationPreferences['channels'],
    quiet_hours: { enabled: settings.quietHours, start: hhmm(settings.quietStart), end: hhmm(settings.quietEnd) },
    digest: settings.digest,
    email_available: ctx.state.mailer !== null,
  };
}

export async function savePreferences(ctx: ServiceContext, body: NotificationPreferences) {
  const rows = NOTIFICATION_TYPES.flatMap((type) => (['push', 'email'] as const).map((channel) => ({ type, channel, enabled: body.channels[type][channel] })));
  await ctx.transaction(async (tx) => {
    await repo.savePreferences(tx.db, ctx.user.id, rows, {
      quietHours: body.quiet_hours.enabled,
      quietStart: minutes(body.quiet_hours.start),
      quietEnd: minutes(body.quiet_hours.end),
      digest: body.digest,
    });
    await tx.audit('notifications.preferences');
  });
  return preferences(ctx);
}

/** The one-click unsubscribe (signed token, no sign-in): turns that topic's e-mail off; false when the token is bad. */
export async function unsubscribe(ctx: SystemContext, token: string) {
  const found = readUnsubscribeToken(ctx.deps.secrets.sessionSecret, token);
  if (!found || !(await repo.recipient(ctx.db, found.userId))) return false;
  await ctx.transaction(async (tx) => {
    if (found.topic === 'digest') {
      const s = (await repo.settingsOf(tx.db, found.userId)) ?? DEFAULT_SETTINGS;
      await repo.savePreferences(tx.db, found.userId, await repo.preferencesOf(tx.db, found.userId), { ...s, digest: false });
    } else await repo.setPreference(tx.db, found.userId, found.topic, 'email', false);
    await tx.audit('notifications.unsubscribe', `email:${found.topic}`, undefined, found.userId);
  });
  return true;
}

// ——— Operators ———

export async function deliveryReport(ctx: ServiceContext, page: number) {
  const size = NOTIFICATION_LIMITS.pageSize;
  const since = new Date(ctx.clock.now().getTime() - 14 * 24 * 3_600_000);
  const [failed, total, perDay] = await Promise.all([
    repo.failedDeliveries(ctx.db, size, (page - 1) * size),
    repo.failedCount(ctx.db),
    repo.sentPerDay(ctx.db, since, ctx.clock.timeZone),
  ]);
  const items = failed.map((f) => ({
    id: f.id,
    channel: f.channel,
    type: f.type,
    user_id: f.userId,
    error: f.error ?? '',
    attempts: f.attempts,
    created_at: f.createdAt.toISOString(),
  }));
  return {
    ...toPage(items, total, { page, pageSize: size }),
    sent_per_day: perDay.map((r) => ({ day: r.day, channel: r.channel, count: Number(r.count) })),
  };
}
