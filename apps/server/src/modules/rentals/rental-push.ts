import { formatDayMonth } from '@padosi/shared/calendar-dates';
import type { Language } from '@padosi/shared/languages';
import { formatRupees } from '@padosi/shared/money';
import type { PushPayload } from '@padosi/shared/notifications';
import type { RentalType } from '@padosi/shared/rentals';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import type { RentalRow } from './rentals.repo';

const FOR_WHOM: Record<RentalType, string> = { family: 'For a family', bachelor: 'For bachelors', all: 'For everyone' };
const FOR_WHOM_HI: Record<RentalType, string> = { family: 'परिवार के लिए', bachelor: 'बैचलर के लिए', all: 'सबके लिए' };

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * What neighbours following rentals see: a fixed title, for whom, how much, from when; a click opens the listing.
 * No text the poster typed goes into a push (a push reaches every subscriber's lock screen).
 */
export const newRentalPush = (r: RentalRow, language: Language = 'en'): PushPayload =>
  language === 'hi'
    ? {
        title: 'किराए पर नई जगह',
        body: `${FOR_WHOM_HI[r.type]} · ${formatRupees(r.rentalCost)} / महीना · ${formatDayMonth(r.availableFrom, true, 'hi')} से उपलब्ध`,
        url: `/rentals/details/${r.id}`,
      }
    : {
        title: 'New rental listed',
        body: `${FOR_WHOM[r.type]} · ${formatRupees(r.rentalCost)} / month · available from ${shortDate(r.availableFrom)}`,
        url: `/rentals/details/${r.id}`,
      };

/** How many of one user's rentals may notify the neighbours per day; later ones are listed silently. */
export const RENTAL_PUSHES_PER_USER_PER_DAY = 3;
export const RENTAL_PUSH_ACTION = 'rental.push';
// Two-key advisory lock namespace: one user's concurrent creates take turns counting, on every instance.
const PUSH_LOCK = 7_366_001;

/**
 * True (and counted) when this user's rental may still notify today. Every broadcast is an audit-log row, so the
 * count is shared by all instances and survives restarts; deleting a rental does not give its push back.
 */
export function takeRentalPushAllowance(db: Db, userId: number, rentalId: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUSH_LOCK}, ${userId})`);
    const [sent] = await tx
      .select({ n: count() })
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, RENTAL_PUSH_ACTION), eq(schema.auditLog.actorId, userId), gt(schema.auditLog.createdAt, sql`now() - interval '1 day'`)),
      );
    if ((sent?.n ?? 0) >= RENTAL_PUSHES_PER_USER_PER_DAY) return false;
    await tx.insert(schema.auditLog).values({ actorId: userId, action: RENTAL_PUSH_ACTION, details: { rental_id: rentalId } });
    return true;
  });
}
