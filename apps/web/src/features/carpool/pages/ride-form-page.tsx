import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { justPostedState } from '../../../lib/just-posted';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RIDE_LIMITS, RIDE_MESSAGES, type KeptDates, type Ride, type RideInput, type RideValues } from '@padosi/shared/carpool';
import { addDays } from '@padosi/shared/calendar-dates';
import { CreateOrEdit } from '../../../components/create-or-edit';
import { Card, Page } from '../../../components/ui/page';
import { PageProblem } from '../../../components/ui/page-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCreateRide } from '../api/create-ride';
import { useRide } from '../api/get-ride';
import { useUpdateRide } from '../api/update-ride';
import { RideForm } from '../components/ride-form';
import { communityToday } from '../../../lib/clock';

const SAVE_FAILED = msg`Could not save the ride. Please try again.`;

const fromRide = (r: Ride): RideInput => ({
  ride_name: r.ride_name,
  phone_number: r.phone_number ?? '',
  mode: r.mode,
  from_location: r.from_location,
  to_location: r.to_location,
  ride_date: r.ride_date,
  ride_time: r.ride_time,
  available_seats: r.available_seats,
  vehicle_details: r.vehicle_details,
  additional_notes: r.additional_notes,
  is_recurring: r.is_recurring,
  recurrence_pattern: r.recurrence_pattern,
  recurrence_days: r.recurrence_days,
  recurrence_interval: r.recurrence_interval,
  recurrence_end_date: r.recurrence_end_date ?? '',
  recurrence_exceptions: r.recurrence_exceptions,
});

/** /carpooling/create and /carpooling/edit/{rideId}: the mode follows the id in the route. */
export default function RideFormPage() {
  return <CreateOrEdit param="rideId" create={<CreateRide />} edit={(id) => <EditRide id={id} />} invalidTo="/carpooling" />;
}

function CreateRide() {
  const user = useCurrentUser()!;
  const create = useCreateRide();
  const { t, i18n } = useLingui();
  // A new ride starts tomorrow at 9 with the poster's own name and phone from the profile.
  const defaults = useMemo<RideInput>(
    () => ({
      ride_name: user.name.slice(0, RIDE_LIMITS.nameMax),
      phone_number: user.phone_number ?? '',
      mode: 'car',
      from_location: '',
      to_location: '',
      ride_date: addDays(communityToday(), 1),
      ride_time: '09:00',
      available_seats: RIDE_LIMITS.seatsDefault,
      vehicle_details: '',
      additional_notes: '',
      is_recurring: false,
      recurrence_pattern: null,
      recurrence_days: [],
      recurrence_interval: 1,
      recurrence_end_date: '',
      recurrence_exceptions: [],
    }),
    [user.name, user.phone_number],
  );
  const [posted, setPosted] = useState<number | null>(null);
  const save = async (values: RideValues) => {
    try {
      const res = await create.mutateAsync(values);
      notify('success', RIDE_MESSAGES.created);
      // The spec resets the form for the next ride; the message says where the one just posted is.
      setPosted(res.ride.id);
      return true;
    } catch (err) {
      notify('error', errorText(err, i18n._(SAVE_FAILED)));
      throw err;
    }
  };
  return (
    <Page title={t`Post a Ride`} width="narrow" lead={t`Offer a seat on a trip you are making anyway.`}>
      {posted !== null && (
        <p role="status" className="mb-4 rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-800">
          {/* The toast says it was posted; this line says where it is (and stays). */}
          <Trans>Your new ride:</Trans>{' '}
          <Link to={`/carpooling/details/${posted}`} className="underline underline-offset-4">
            <Trans>View your ride</Trans>
          </Link>{' '}
          ·{' '}
          <Link to={`/carpooling/${user.id}`} className="underline underline-offset-4">
            <Trans>My Rides</Trans>
          </Link>
        </p>
      )}
      <Card>
        <RideForm defaults={defaults} submitLabel={t`Post ride`} onSave={save} />
      </Card>
    </Page>
  );
}

function EditRide({ id }: { id: number }) {
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const ride = useRide(id);
  const update = useUpdateRide();
  const { t, i18n } = useLingui();
  const kept = useMemo<KeptDates | undefined>(
    () => (ride.data ? { ride_date: ride.data.ride_date, recurrence_end_date: ride.data.recurrence_end_date } : undefined),
    [ride.data],
  );

  if (ride.isPending) {
    return (
      <Page title={t`Edit Ride`} width="narrow">
        <Skeleton className="h-[36rem]" />
      </Page>
    );
  }
  if (ride.isError || !ride.data) {
    return (
      <PageProblem
        title={t`Edit Ride`}
        width="narrow"
        message={errorText(ride.error, t`Failed to load the ride. Please try again.`)}
        backTo="/carpooling"
        backLabel={t`Back to rides`}
      />
    );
  }
  if (ride.data.user_id !== user.id && !user.isadmin) {
    return (
      <PageProblem
        title={t`Edit Ride`}
        width="narrow"
        message={t`You can only edit your own rides.`}
        backTo={`/carpooling/details/${id}`}
        backLabel={t`View the ride`}
      />
    );
  }
  const save = async (values: RideValues) => {
    try {
      await update.mutateAsync({ id, values });
      notify('success', RIDE_MESSAGES.updated);
      navigate('/carpooling', { replace: true, state: justPostedState(id) });
      return false;
    } catch (err) {
      notify('error', errorText(err, i18n._(SAVE_FAILED)));
      throw err;
    }
  };
  return (
    <Page title={t`Edit Ride`} width="narrow">
      <Card>
        <RideForm key={ride.data.id} defaults={fromRide(ride.data)} kept={kept} submitLabel={t`Save changes`} onSave={save} />
      </Card>
    </Page>
  );
}
