import type { Order } from '@padosi/shared/kitchens';
import type { SystemContext } from '../../platform/services/context';
import type { PortalEvents } from '../../platform/services/events';
import { zonedTime } from '@padosi/shared/clock';
import { notify } from './inbox.service';

/**
 * What each portal event tells whom (issue 26); wired in app/compose.ts. Params are names of things and codes the
 * templates turn into words; a reject reason, a review's words or a report's reason never go into a notification.
 */

/** A placed order or a customer's cancellation tells the cook; the cook's (or an admin's) moves tell the customer. */
export async function onOrderChanged(ctx: SystemContext, { order, ownerId, actorId }: { order: Order; ownerId: number; actorId: number }) {
  const params = { order: order.order_number, kitchen: order.kitchen_name, slot: order.slot, date: order.date, status: order.status };
  const toCook = order.status === 'placed' || (order.status === 'cancelled' && actorId === order.customer_id);
  const state = order.status === 'cancelled' && toCook ? 'cancelled_by_customer' : order.status;
  await notify(ctx, {
    type: 'order',
    recipientId: toCook ? ownerId : order.customer_id,
    actorId,
    key: `order:${order.id}:${order.status}`,
    params: { ...params, state },
    url: toCook ? `/cloud-kitchen/dashboard#order-${order.id}` : `/cloud-kitchen/orders#order-${order.id}`,
  });
}

export async function onHomeHelpChanged(ctx: SystemContext, e: PortalEvents['home_help.changed']) {
  const assigned = e.providerChanged && e.provider !== null;
  const state = assigned ? 'assigned' : 'status';
  await notify(ctx, {
    type: 'home_help',
    recipientId: e.ownerId,
    actorId: e.actorId,
    key: `home_help:${e.requestId}:${assigned ? `provider:${e.provider}` : ''}:${e.status}`,
    params: { state, status: e.status, service: e.service, date: e.date, ...(e.provider ? { provider: e.provider } : {}) },
    url: `/home-help/details/${e.requestId}`,
  });
}

export async function onReviewAdded(ctx: SystemContext, e: PortalEvents['review.added']) {
  if (e.ownerId === null) return;
  await notify(ctx, {
    type: 'review',
    recipientId: e.ownerId,
    actorId: e.actorId,
    key: `review:${e.kind}:${e.reviewId}`,
    params: { name: e.name, rating: String(e.rating) },
    url: e.kind === 'kitchen' ? `/cloud-kitchen/kitchen/${e.itemId}` : `/details/${e.itemId}`,
  });
}

/** The reporter hears the outcome; when the item was taken down, its owner hears that their post was removed. */
export async function onReportDecided(ctx: SystemContext, e: PortalEvents['report.decided']) {
  const item = e.itemType;
  if (e.reporterId !== null) {
    await notify(ctx, {
      type: 'report',
      recipientId: e.reporterId,
      actorId: e.actorId,
      key: `report:${item}:${e.itemId}:${e.hidden ? 'hidden' : 'kept'}`,
      params: { state: e.hidden ? 'hidden' : 'kept', item },
      url: '/',
    });
  }
  if (e.hidden && e.ownerId !== null) await onPostModerated(ctx, { item, itemId: e.itemId, ownerId: e.ownerId, actorId: e.actorId, outcome: 'removed' });
}

/** A post held for review, approved or removed: its owner hears (moderation queues call this through an event). */
export async function onPostModerated(
  ctx: SystemContext,
  e: {
    item: string;
    itemId: number;
    ownerId: number;
    actorId: number | null;
    outcome: 'held' | 'approved' | 'removed' | 'moderated' | 'restored';
    url?: string;
  },
) {
  await notify(ctx, {
    type: 'post',
    recipientId: e.ownerId,
    actorId: e.actorId,
    key: `post:${e.item}:${e.itemId}:${e.outcome}`,
    params: { state: e.outcome, item: e.item },
    url: e.url ?? '/my-listings',
  });
}

/** A join request approved (by an admin or an invite code) or declined (trusted neighbours, issue 25). */
export async function onJoinDecided(ctx: SystemContext, e: PortalEvents['join.approved'], approved: boolean) {
  await notify(ctx, {
    type: 'join',
    recipientId: e.userId,
    actorId: null,
    key: `join:${e.residencyId}:${approved ? 'approved' : 'declined'}`,
    params: { state: approved ? 'approved' : 'declined' },
    url: '/profile',
  });
}

/**
 * "Delete my account" (issue 30): the resident is told when the deletion happens and how to cancel it (sign in
 * before then). The account is locked, so the e-mail is what reaches them; the inbox row goes with the account.
 */
export async function onErasureRequested(ctx: SystemContext, e: PortalEvents['account.erasure_requested']) {
  const at = new Date(e.eraseAfter);
  await notify(ctx, {
    type: 'privacy',
    recipientId: e.userId,
    actorId: null,
    key: `erasure:${e.eraseAfter}`,
    params: { state: 'erasure_requested', date: ctx.clock.today(at), time: zonedTime(ctx.clock.timeZone, at) },
    url: '/login',
  });
}
