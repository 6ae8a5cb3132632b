import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarDays, Repeat, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toSchedule, type Ride } from '@padosi/shared/carpool';
import { buttonClass } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { rideDay, rideWhen, seatsText } from '../format';
import { ModeIcon } from './mode-icon';
import { scheduleText } from '../schedule-text';

/** One ride in the list: who, how, where, when, seats, vehicle, notes and, when recurring, its schedule. */
export function RideCard({ ride }: { ride: Ride }) {
  const more = ride.next_dates.slice(1);
  const { t } = useLingui();
  const then = more.map((d) => rideDay(d)).join(', ');
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200/70 bg-white p-5 shadow-card" aria-labelledby={`ride-${ride.id}`}>
      <div className="flex items-start gap-3">
        <ModeIcon mode={ride.mode} />
        <div className="min-w-0 flex-1">
          <h2 id={`ride-${ride.id}`} className="text-base font-semibold text-slate-900">
            <Link to={`/carpooling/details/${ride.id}`} className="hover:text-brand-800 hover:underline">
              <span className="break-words">{ride.from_location}</span>
              <ArrowRight className="mx-1 inline size-4 text-slate-400" aria-label={t`to`} />
              <span className="break-words">{ride.to_location}</span>
            </Link>
          </h2>
          <p className="text-sm text-slate-600">{ride.ride_name}</p>
          <VerifiedBadge verified={ride.verified} />
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          <Users className="size-3.5" aria-hidden="true" />
          {seatsText(ride.available_seats)}
        </span>
      </div>
      <dl className="mt-4 space-y-2 text-sm text-slate-700">
        <div className="flex items-start gap-2">
          <dt className="sr-only">
            <Trans>Date and time</Trans>
          </dt>
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd className="font-medium text-slate-900">{ride.next_date ? rideWhen(ride.next_date, ride.ride_time) : rideWhen(ride.ride_date, ride.ride_time)}</dd>
        </div>
        {ride.is_recurring && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">
              <Trans>Schedule</Trans>
            </dt>
            <Repeat className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dd>
              {scheduleText(toSchedule(ride))}
              {more.length > 0 && (
                <span className="block text-slate-500">
                  <Trans>Then {then}</Trans>
                </span>
              )}
            </dd>
          </div>
        )}
        {ride.vehicle_details && (
          <div className="flex gap-1.5 pl-6">
            <dt className="text-slate-500">
              <Trans>Vehicle:</Trans>
            </dt>
            <dd className="min-w-0 break-words">{ride.vehicle_details}</dd>
          </div>
        )}
      </dl>
      {ride.additional_notes && <p className="mt-3 line-clamp-2 break-words text-sm text-slate-600">{ride.additional_notes}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={`/carpooling/details/${ride.id}`} className={buttonClass('secondary', 'sm', 'flex-1')}>
          <Trans>View details</Trans>
        </Link>
      </div>
    </article>
  );
}
