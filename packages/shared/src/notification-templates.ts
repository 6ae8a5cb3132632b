import type { Language } from './languages';
import type { NotificationParams, NotificationType } from './notifications';
import { HINDI_NOTIFICATION_TEMPLATES } from './i18n/hindi-notifications';
import { MONTH_SHORT } from './calendar-dates';
import { ORDER_STATUS_LABELS, SLOT_LABELS } from './kitchens/constants';
import type { KitchenSlot, OrderStatus } from './kitchens';

export interface NotificationText {
  title: string;
  body: string;
}
export type Template = (p: NotificationParams) => NotificationText;

/**
 * The fixed wording of every notification, by type and `params.state`, in English; the Hindi is in
 * i18n/hindi-notifications.ts. Params are names of things (a kitchen, an order number, a provider, a service),
 * never a message a user typed: a reject reason is shown in the app only (issue 26, docs/security.md).
 */
/** "2026-12-03" → "3 Dec" (a date param is an ISO day; each language shows it its way). */
export const dayMonth = (iso: string | undefined, months: readonly string[]) => {
  const [, m, d] = (iso ?? '').split('-').map(Number);
  return m && d ? `${d} ${months[m - 1]}` : '';
};
const slot = (p: NotificationParams) => (SLOT_LABELS[p.slot as KitchenSlot] ?? '').toLowerCase();
const status = (p: NotificationParams) => (ORDER_STATUS_LABELS[p.status as OrderStatus] ?? '').toLowerCase();
const date = (p: NotificationParams) => dayMonth(p.date, MONTH_SHORT);
/** What kind of post or listing an item is, in words. */
export const ITEM_WORDS: Record<string, string> = {
  ad: 'ad',
  rental: 'rental',
  provider: 'listing',
  kitchen: 'kitchen',
  ride: 'ride',
  review: 'review',
  kitchen_review: 'review',
};
const item = (p: NotificationParams) => ITEM_WORDS[p.item ?? ''] ?? 'post';
/** A saved search's kind in words; only providers and kitchens send their name (ads' and rentals' titles are typed text). */
const SAVED_SEARCH_WORDS: Record<string, string> = { ads: 'ad', rentals: 'rental', providers: 'provider', kitchens: 'home kitchen' };

export const NOTIFICATION_TEMPLATES: Record<NotificationType, Template> = {
  order: (p) => {
    switch (p.state) {
      case 'placed':
        return { title: `New order ${p.order}`, body: `A resident ordered ${slot(p)} for ${date(p)}. Open your dashboard to accept it.` };
      case 'cancelled_by_customer':
        return { title: `Order ${p.order} cancelled`, body: `The customer cancelled the order for ${slot(p)} on ${date(p)}.` };
      case 'rejected':
        return { title: `${p.kitchen}: order not taken`, body: `Your order ${p.order} was not accepted. The reason is in your orders.` };
      default:
        return { title: `${p.kitchen}: order ${status(p)}`, body: `Your order ${p.order} for ${slot(p)} on ${date(p)} is ${status(p)}.` };
    }
  },
  home_help: (p) =>
    p.state === 'assigned'
      ? { title: 'Home help assigned', body: `${p.provider} will help with your ${p.service} request for ${date(p)}.` }
      : { title: `Home help: ${p.status}`, body: `Your ${p.service} request for ${date(p)} is now ${p.status}.` },
  review: (p) => ({ title: `New review of ${p.name}`, body: `A resident gave ${p.name} ${p.rating} of 5 stars.` }),
  report: (p) =>
    p.state === 'hidden'
      ? { title: 'Thank you for your report', body: `An admin looked at the ${item(p)} you reported and took it down.` }
      : { title: 'Your report was reviewed', body: `An admin looked at the ${item(p)} you reported and kept it up.` },
  join: (p) =>
    p.state === 'approved'
      ? { title: 'Welcome, neighbour', body: 'Your request to join was approved: you are now a verified resident.' }
      : { title: 'Join request declined', body: 'Your request to join was declined. The reason is in your profile.' },
  post: (p) => {
    if (p.state === 'held') return { title: 'Your post is waiting for review', body: `Your ${item(p)} is shown once an admin has looked at it.` };
    if (p.state === 'approved') return { title: 'Your post is live', body: `An admin approved your ${item(p)}.` };
    // The console's Listings screen (issue 24): the moderators' reason is on the listing's page, never in the message.
    if (p.state === 'moderated') return { title: 'Your post was taken down', body: `The moderators took down your ${item(p)}. Open it to see why.` };
    if (p.state === 'restored') return { title: 'Your post is live again', body: `The moderators showed your ${item(p)} again.` };
    return { title: 'Your post was taken down', body: `An admin took down your ${item(p)} after a report.` };
  },
  saved_search: (p) => {
    const what = SAVED_SEARCH_WORDS[p.kind ?? ''] ?? 'listing';
    return {
      title: `New ${what} for your saved search`,
      body: p.name ? `${p.name} matches a search you saved. Open it to see more.` : `A new ${what} matches a search you saved. Open it to see more.`,
    };
  },
  // Your data and requests (issue 30): a deletion notice, or the grievance officer's answer (its words stay in the app).
  privacy: (p) => {
    if (p.state === 'erasure_requested')
      return {
        title: 'Your account will be deleted',
        body: `Your Padosi account will be deleted on ${date(p)} at ${p.time}. To keep it, sign in before then and choose to cancel the deletion.`,
      };
    if (p.state === 'grievance_closed')
      return { title: `Request ${p.ref} closed`, body: `The grievance officer answered and closed your request ${p.ref}. Open it to read the answer.` };
    return { title: `Reply to your request ${p.ref}`, body: `The grievance officer replied to your request ${p.ref}. Open it to read the reply.` };
  },
};

/** The words of one notification in the reader's language; params hold English names of states, which Hindi maps. */
export function renderNotification(type: NotificationType, params: NotificationParams, language: Language): NotificationText {
  return (language === 'hi' ? HINDI_NOTIFICATION_TEMPLATES : NOTIFICATION_TEMPLATES)[type](params);
}
