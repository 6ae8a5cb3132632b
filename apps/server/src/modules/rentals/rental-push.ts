import { groupIndian } from '@padosi/shared/money';
import type { PushPayload } from '@padosi/shared/notifications';
import type { RentalType } from '@padosi/shared/rentals';
import type { RentalRow } from './rentals.repo';

const FOR_WHOM: Record<RentalType, string> = { family: 'For a family', bachelor: 'For bachelors', all: 'For everyone' };

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * What neighbours following rentals see: a fixed title, for whom, how much, from when; a click opens the listing.
 * No text the poster typed goes into a push (a push reaches every subscriber's lock screen).
 */
export const newRentalPush = (r: RentalRow): PushPayload => ({
  title: 'New rental listed',
  body: `${FOR_WHOM[r.type]} · ₹${groupIndian(r.rentalCost)} / month · available from ${shortDate(r.availableFrom)}`,
  url: `/rentals/details/${r.id}`,
});

/** How many of one user's rentals may notify the neighbours per day; later ones are listed silently. */
export const RENTAL_PUSHES_PER_USER_PER_DAY = 3;
const DAY_MS = 86_400_000;
const sentAt = new WeakMap<object, Map<number, number[]>>();

/** True (and counted) when this user's rental may still notify today; per app instance, in memory. */
export function takeRentalPushAllowance(scope: object, userId: number, now = Date.now()) {
  const byUser = sentAt.get(scope) ?? new Map<number, number[]>();
  sentAt.set(scope, byUser);
  const recent = (byUser.get(userId) ?? []).filter((t) => now - t < DAY_MS);
  const allowed = recent.length < RENTAL_PUSHES_PER_USER_PER_DAY;
  if (allowed) recent.push(now);
  byUser.set(userId, recent);
  return allowed;
}
