import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, CalendarX, Pencil, Repeat, Users } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { toSchedule } from '@padosi/shared/carpool';
import { clockTime } from '../../../lib/day-names';
import { scheduleText } from '../schedule-text';
import { communityName } from '@padosi/shared/site';
import { ButtonLink } from '../../../components/ui/button';
import { PhoneReveal } from '../../../components/phone-reveal';
import { PosterLine } from '../../../components/poster-line';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { Card, Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useConfig } from '../../../lib/config';
import { useRide } from '../api/get-ride';
import { DeleteRideButton } from '../components/delete-ride-button';
import { ModeIcon } from '../components/mode-icon';
import { ShareButton } from '../../../components/share-button';
import { HiddenNotice } from '../../../components/ui/hidden-notice';
import { isRemoved, RemovedNotice, RemovedPage } from '../../../components/ui/removed-notice';
import { ReportButton } from '../../../components/ui/report-button';
import { rideDay, rideWhen, seatsText } from '../format';
import { PageLoading, PageProblem } from '../../../components/ui/page-states';
import { communityToday } from '../../../lib/clock';

/** /carpooling/details/{rideId}: the ride, its upcoming dates, call, WhatsApp, share, and Edit / Delete for the owner. */
export default function RideDetailsPage() {
  const id = Number(useParams().rideId);
  const ride = useRide(id);
  const me = useCurrentUser();
  // The ride share names the society when its settings have a name, else the portal.
  const siteName = communityName(useConfig());
  const { t } = useLingui();
  if (!(Number.isInteger(id) && id > 0)) return <Navigate to="/carpooling" replace />;

  if (ride.isPending) return <PageLoading title={t`Ride details`} layout="space-y-4" skeletons={['h-40', 'h-64']} />;
  if (ride.isError && isRemoved(ride.error)) return <RemovedPage backTo="/carpooling" backLabel={t`Back to rides`} />;
  if (ride.isError || !ride.data) {
    const missing = ride.error instanceof ApiError && ride.error.status === 404;
    const message = missing ? t`This ride was not found. It may have been deleted.` : t`Failed to load the ride. Please try again.`;
    return <PageProblem title={t`Ride details`} message={message} backTo="/carpooling" backLabel={t`Back to rides`} />;
  }
  const r = ride.data;
  const canManage = Boolean(me && (me.id === r.user_id || me.isadmin));
  const upcomingSkips = r.recurrence_exceptions.filter((d) => d >= communityToday());
  const nextDay = r.next_date ? rideDay(r.next_date) : null;
  const message = nextDay
    ? t`Hi ${r.ride_name}, I saw your ride from ${r.from_location} to ${r.to_location} on ${nextDay} on ${siteName}. Is a seat still available?`
    : t`Hi ${r.ride_name}, I saw your ride from ${r.from_location} to ${r.to_location} on ${siteName}. Is a seat still available?`;
  const schedule = scheduleText(toSchedule(r), communityToday());
  const time = clockTime(r.ride_time);
  const skips = upcomingSkips.map((d) => rideDay(d)).join(', ');
  const shareWhen = r.is_recurring ? schedule : rideDay(r.ride_date);

  return (
    <Page title={`${r.from_location} → ${r.to_location}`} lead={t`Offered by ${r.ride_name}`}>
      {r.removed_reason ? <RemovedNotice reason={r.removed_reason} /> : r.hidden && <HiddenNotice what="ride" />}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <div className="flex items-center gap-3">
            <ModeIcon mode={r.mode} />
            <div>
              <p className="text-lg font-semibold text-slate-900">{r.next_date ? rideWhen(r.next_date, r.ride_time) : t`No upcoming dates`}</p>
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                {r.is_recurring && <Repeat className="size-4 shrink-0" aria-hidden="true" />}
                {r.is_recurring ? schedule : t`One-off ride at ${time}`}
              </p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
            <Item label={t`Seats available`} icon={<Users className="size-4" aria-hidden="true" />}>
              {seatsText(r.available_seats)}
            </Item>
            <Item label={t`Mode`}>{r.mode === 'bike' ? t`Bike` : t`Car`}</Item>
            {r.vehicle_details && <Item label={t`Vehicle`}>{r.vehicle_details}</Item>}
          </dl>
          {r.additional_notes && (
            <div className="mt-6">
              <h2 className="text-sm font-semibold text-slate-900">
                <Trans>Notes</Trans>
              </h2>
              <p className="mt-1 whitespace-pre-line break-words text-slate-700">{r.additional_notes}</p>
            </div>
          )}
          <section className="mt-6" aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="text-sm font-semibold text-slate-900">
              <Trans>Upcoming dates</Trans>
            </h2>
            {r.next_dates.length === 0 ? (
              <p className="mt-1 text-slate-600">
                <Trans>This ride has no upcoming dates.</Trans>
              </p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {r.next_dates.map((d) => (
                  <li key={d} className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
                    <CalendarDays className="size-4" aria-hidden="true" />
                    {rideDay(d)}
                  </li>
                ))}
              </ul>
            )}
            {upcomingSkips.length > 0 && (
              <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-600">
                <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <Trans>Not running on {skips}.</Trans>
              </p>
            )}
          </section>
        </Card>
        <Card className="self-start">
          <h2 className="text-base font-semibold text-slate-900">
            <Trans>Contact {r.ride_name}</Trans>
          </h2>
          <PosterLine poster={r.poster} className="mt-2" />
          <VerifiedBadge verified={r.verified} className="mt-1" />
          <div className="mt-4 grid gap-2">
            <PhoneReveal path={`/api/carpooling/${r.id}/phone`} known={r.phone_number} chatText={message} />
            <ShareButton title={t`Ride from ${r.from_location} to ${r.to_location}`} text={t`${r.ride_name} offers a ride: ${shareWhen}`} />
          </div>
          {canManage && (
            <div className="mt-6 border-t border-slate-200 pt-4">
              <h2 className="text-sm font-semibold text-slate-900">{me?.id === r.user_id ? t`Your ride` : t`Moderate`}</h2>
              <div className="mt-3 flex flex-wrap gap-2">
                <ButtonLink to={`/carpooling/edit/${r.id}`} variant="secondary">
                  <Pencil className="size-4" aria-hidden="true" />
                  <Trans>Edit</Trans>
                </ButtonLink>
                <DeleteRideButton id={r.id} />
              </div>
            </div>
          )}
          {me && me.id !== r.user_id && (
            <div className="mt-4">
              <ReportButton type="ride" id={r.id} />
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}

function Item({ label, icon, children }: { label: string; icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-slate-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}
