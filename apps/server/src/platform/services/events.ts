import type { Order } from '@padosi/shared/kitchens';
import type { Db } from '../engine/db';

/**
 * The portal's cross-module events and what each carries. A module announces a fact; the modules that react are
 * wired to it in the composition root (app/compose.ts), never by importing each other, so the module graph stays
 * free of cycles and a listener runs whatever the import order.
 */
export interface PortalEvents {
  /** An admin hid a reported ad or rental: the owning module makes its listing Inactive. */
  'listing.hidden': { type: 'ad' | 'rental'; id: number };
  /**
   * The moderators hid a listing from the console's Listings screen (`removed`) or showed it again (after commit):
   * its owner hears; the reason stays on the listing's page (issue 24).
   */
  'post.removed': { item: 'ad' | 'rental' | 'ride' | 'kitchen'; itemId: number; ownerId: number; actorId: number; removed: boolean; url: string };
  /** A category was renamed or moved (inside the write's transaction: providers rebuild their search text there). */
  'category.changed': { categoryId: number };
  /** A category write committed: providers drop cached details and suggestions. */
  'categories.committed': Record<string, never>;
  /**
   * An admin disabled (or enabled again) an account. In its transaction the listing modules hide (or show) the
   * owner's providers, rides and kitchen, and on disabling make ads and rentals Inactive; after commit caches drop.
   */
  'user.disabled': { userId: number; disabled: boolean };
  /**
   * An order was placed or changed status (accepted, rejected, cancelled, …), announced once the change has
   * committed: the kitchen push tells the side that did not act (`actorId`).
   */
  'order.changed': { order: Order; ownerId: number; actorId: number };
  /** An admin assigned a provider to a home-help request or moved its status (after commit): the requester hears. */
  'home_help.changed': {
    requestId: number;
    ownerId: number;
    actorId: number;
    status: string;
    statusChanged: boolean;
    provider: string | null;
    providerChanged: boolean;
    service: string;
    date: string;
  };
  /** A new review of a provider or kitchen (after commit): its owner hears (the review's words stay in the app). */
  'review.added': { kind: 'provider' | 'kitchen'; itemId: number; reviewId: number; name: string; ownerId: number | null; actorId: number; rating: number };
  /** An admin decided a report (after commit): the reporter hears the outcome, the owner of a hidden post hears too. */
  'report.decided': { itemType: string; itemId: number; reporterId: number | null; ownerId: number | null; actorId: number; hidden: boolean };
  /**
   * A resident became verified: an admin approved their join request, or they joined with their block's invite
   * code (announced once committed; the notifications module tells the resident).
   */
  'join.approved': { residencyId: number; userId: number };
  /** An admin declined a join request; the reason is shown in the app (GET /api/residents/me), never pushed. */
  'join.declined': { residencyId: number; userId: number };
  /**
   * A new ad, rental, provider or kitchen is listed (after commit): the saved searches of its kind are checked.
   * `name` only for providers and kitchens (names of things a notification may show; ad and rental titles are not).
   */
  'listing.created': { kind: 'ads' | 'rentals' | 'providers' | 'kitchens'; id: number; ownerId: number; name?: string };
  /** A resident's "download my data" archive is built (notifications tell them; the profile shows it too). */
  'export.ready': { userId: number; exportId: number; expiresAt: string };
  /** A resident asked for their account to be deleted: locked now, erased after `eraseAfter` unless they cancel. */
  'account.erasure_requested': { userId: number; email: string; eraseAfter: string };
}

export type EventName = keyof PortalEvents;

/**
 * `inTransaction` listeners run inside the announcing transaction (on its handle) so their writes commit or roll
 * back with it; `afterCommit` listeners run once it has committed (at once when there was no transaction).
 */
type Listener<K extends EventName> = (payload: PortalEvents[K], db: Db) => unknown;
type Phase = 'inTransaction' | 'afterCommit';

export class EventBus {
  private readonly listeners: { [P in Phase]: Map<EventName, Array<Listener<EventName>>> } = { inTransaction: new Map(), afterCommit: new Map() };

  on<K extends EventName>(name: K, listener: Listener<K>, phase: Phase = 'afterCommit') {
    const list = this.listeners[phase].get(name) ?? [];
    list.push(listener as Listener<EventName>);
    this.listeners[phase].set(name, list);
  }

  /** Runs the listeners of one phase in the order they were wired, each awaited. */
  async deliver<K extends EventName>(phase: Phase, name: K, payload: PortalEvents[K], db: Db) {
    for (const listener of this.listeners[phase].get(name) ?? []) await listener(payload, db);
  }
}
