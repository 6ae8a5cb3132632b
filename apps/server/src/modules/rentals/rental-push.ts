import { groupIndian } from '@padosi/shared/money';
import type { PushPayload } from '@padosi/shared/notifications';
import type { RentalType } from '@padosi/shared/rentals';
import type { RentalRow } from './rentals.repo';

const FOR_WHOM: Record<RentalType, string> = { family: 'For a family', bachelor: 'For bachelors', all: 'For everyone' };

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** What neighbours following rentals see: where, for whom, how much, from when; a click opens the listing. */
export const newRentalPush = (r: RentalRow): PushPayload => ({
  title: `New rental: ${r.apartmentName}`.slice(0, 120),
  body: `${FOR_WHOM[r.type]} · ₹${groupIndian(r.rentalCost)} / month · available from ${shortDate(r.availableFrom)}`,
  url: `/rentals/details/${r.id}`,
});
