import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { RIDE_LIMITS, RIDE_MODES, rideSchema, type KeptDates, type RideInput, type RideValues } from '@padosi/shared/carpool';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { ModeIcon } from './mode-icon';
import { RecurrenceFields } from './recurrence-fields';
import { communityToday } from '../../../lib/clock';

interface RideFormProps {
  defaults: RideInput;
  /** When editing: the ride's own stored dates, which may stay although past. */
  kept?: KeptDates;
  submitLabel: string;
  /** Resolves true when the ride was saved (the create form then starts again). */
  onSave: (values: RideValues) => Promise<boolean>;
}

/** Every rule of the ride form comes from the shared schema the server also checks. */
export function RideForm({ defaults, kept, submitLabel, onSave }: RideFormProps) {
  const schema = useMemo(() => rideSchema(communityToday, kept), [kept]);
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RideInput, unknown, RideValues>({ resolver: zodResolver(schema), defaultValues: defaults, mode: 'onTouched' });
  const [isRecurring, notes] = useWatch({ control, name: ['is_recurring', 'additional_notes'] });
  const today = communityToday();

  const submit = handleSubmit(async (values) => {
    try {
      if (await onSave(values)) reset(defaults);
    } catch (err) {
      // The server checks the same rules; its per-field messages go next to the fields.
      if (err instanceof ApiError) for (const [field, message] of Object.entries(err.details)) setError(field.split('.')[0] as Path<RideInput>, { message });
    }
  });

  const text = (
    name: 'ride_name' | 'from_location' | 'to_location' | 'vehicle_details',
    label: string,
    max: number,
    opts: { required?: boolean; autoComplete?: string; placeholder?: string } = {},
  ) => (
    <Field label={label} required={opts.required} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          invalid={invalid}
          maxLength={max}
          autoComplete={opts.autoComplete ?? 'off'}
          placeholder={opts.placeholder}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text('ride_name', t`Name`, RIDE_LIMITS.nameMax, { required: true, autoComplete: 'name' })}
        <Field label={t`Phone number`} required error={errors.phone_number?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('phone_number')}
            />
          )}
        </Field>
      </div>
      <Fieldset legend={t`Mode`} required error={errors.mode?.message} className="flex gap-3">
        {RIDE_MODES.map((m) => (
          <label
            key={m}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-2 pr-4 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600/25 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 sm:flex-none"
          >
            <input type="radio" value={m} className="sr-only" {...register('mode')} />
            <ModeIcon mode={m} />
            <span className="font-medium text-slate-900">{m === 'bike' ? t`Bike` : t`Car`}</span>
          </label>
        ))}
      </Fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {text('from_location', t`From`, RIDE_LIMITS.locationMax, { required: true, placeholder: t`e.g. Koramangala 5th Block` })}
        {text('to_location', t`To`, RIDE_LIMITS.locationMax, { required: true, placeholder: t`e.g. Manyata Tech Park` })}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-3">
        <Field label={isRecurring ? t`Start date` : t`Date`} required error={errors.ride_date?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              min={kept?.ride_date && kept.ride_date < today ? kept.ride_date : today}
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('ride_date')}
            />
          )}
        </Field>
        <Field label={t`Time`} required error={errors.ride_time?.message}>
          {({ id, describedBy, invalid }) => <Input id={id} type="time" aria-describedby={describedBy} invalid={invalid} {...register('ride_time')} />}
        </Field>
        <Field label={t`Seats available`} required error={errors.available_seats?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={RIDE_LIMITS.seatsMin}
              max={RIDE_LIMITS.seatsMax}
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('available_seats', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      {text('vehicle_details', t`Vehicle`, RIDE_LIMITS.vehicleMax, { placeholder: t`e.g. White Swift KA01 AB 1234` })}
      <Field label={t`Notes`} counter={`${(notes ?? '').length}/${RIDE_LIMITS.notesMax}`} error={errors.additional_notes?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            maxLength={RIDE_LIMITS.notesMax}
            aria-describedby={describedBy}
            invalid={invalid}
            placeholder={t`Pick-up points, fuel sharing, music…`}
            {...register('additional_notes')}
          />
        )}
      </Field>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3">
        <input type="checkbox" className="size-5 accent-brand-700" {...register('is_recurring')} />
        <span>
          <span className="font-medium text-slate-900">
            <Trans>This ride repeats</Trans>
          </span>
          <span className="block text-sm text-slate-600">
            <Trans>Daily, on chosen weekdays, or monthly.</Trans>
          </span>
        </span>
      </label>
      {isRecurring && <RecurrenceFields control={control} register={register} setValue={setValue} errors={errors} />}
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
