import { toSchedule, type Ride } from '@padosi/shared/carpool';
import { zonedToday } from '@padosi/shared/clock';
import { describeSchedule, isAhead, occurrences, upcomingRuns } from '@padosi/shared/recurrence';
import type { Poster } from '@padosi/shared/trust';
import type { Clock } from '../../platform/services/clock';
import type { RideRow } from './carpool.repo';

type RideFieldsOnly = Omit<Ride, 'schedule' | 'next_date' | 'next_dates' | 'hidden' | 'poster' | 'verified'>;

const toFields = (r: RideRow, phone: boolean): RideFieldsOnly => ({
  id: r.id,
  user_id: r.userId,
  ride_name: r.rideName,
  phone_number: phone ? r.phoneNumber : null,
  mode: r.mode,
  from_location: r.fromLocation,
  to_location: r.toLocation,
  ride_date: r.rideDate,
  ride_time: r.rideTime,
  available_seats: r.availableSeats,
  vehicle_details: r.vehicleDetails,
  additional_notes: r.additionalNotes,
  is_recurring: r.isRecurring,
  recurrence_pattern: r.recurrencePattern,
  recurrence_days: r.recurrenceDays,
  recurrence_interval: r.recurrenceInterval,
  recurrence_end_date: r.recurrenceEndDate,
  recurrence_exceptions: r.recurrenceExceptions,
  created_at: r.createdAt.toISOString(),
});

/**
 * A ride as the API shows it: its fields, a readable schedule and its next runs. With `onDate` (the list's date
 * filter) the runs start at that date; otherwise at the next run still ahead of `now` (the community clock's). The
 * phone number only with `phone` (its owner and the admins); everyone else asks POST /api/carpooling/{id}/phone.
 */
export function toRide(
  row: RideRow,
  { phone, poster }: { phone: boolean; poster: Poster | null },
  count: number,
  clock: Pick<Clock, 'timeZone'>,
  now: Date,
  onDate: string | null = null,
): Ride {
  const zone = clock.timeZone;
  const fields = toFields(row, phone);
  const schedule = toSchedule(fields);
  const runs = onDate
    ? occurrences(schedule, onDate, count + 1)
        .filter((d) => isAhead(d, row.rideTime, now, zone))
        .slice(0, count)
    : upcomingRuns(schedule, row.rideTime, count, now, zone);
  return {
    ...fields,
    schedule: describeSchedule(schedule, zonedToday(zone, now)),
    next_date: runs[0] ?? null,
    next_dates: runs,
    poster,
    verified: row.verified ?? null,
    ...(row.hiddenReason !== null && { hidden: true as const }),
    ...(phone && row.removedReason ? { removed_reason: row.removedReason } : {}),
  };
}
