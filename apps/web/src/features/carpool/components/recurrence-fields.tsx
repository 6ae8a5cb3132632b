import { CalendarX, X } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { RIDE_LIMITS, type RideInput, type RideValues } from '@padosi/shared/carpool';
import { isIsoDate } from '@padosi/shared/calendar-dates';
import { RECURRENCE_PATTERNS, describeSchedule, occurrences, type RecurrencePattern } from '@padosi/shared/recurrence';
import { WEEK_DAYS, WEEK_DAY_LABELS } from '@padosi/shared/week-days';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Options, Select } from '../../../components/ui/field';
import { rideDay } from '../format';
import { communityToday } from '../../../lib/clock';

export const PATTERN_LABELS: Record<RecurrencePattern, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly, on chosen days',
  MONTHLY: 'Monthly, on the same date',
  CUSTOM: 'Custom: the same weekday each month (e.g. 2nd Saturday)',
};
const UNITS: Record<RecurrencePattern, [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  CUSTOM: ['month', 'months'],
};

interface Props {
  control: Control<RideInput, unknown, RideValues>;
  register: UseFormRegister<RideInput>;
  setValue: UseFormSetValue<RideInput>;
  errors: FieldErrors<RideInput>;
}

/** Pattern, days (weekly only), interval, end date, dates to skip, and a live preview of the next runs. */
export function RecurrenceFields({ control, register, setValue, errors }: Props) {
  const today = communityToday();
  const [skipDraft, setSkipDraft] = useState('');
  const [pattern, days, interval, endDate, exceptions, rideDate] = useWatch({
    control,
    name: ['recurrence_pattern', 'recurrence_days', 'recurrence_interval', 'recurrence_end_date', 'recurrence_exceptions', 'ride_date'],
  });
  const skipped = exceptions ?? [];
  const unit = pattern ? UNITS[pattern][Number(interval) === 1 ? 0 : 1] : 'time';

  const schedule =
    pattern && rideDate && isIsoDate(rideDate) && Number(interval) >= 1
      ? {
          ride_date: rideDate,
          is_recurring: true,
          recurrence_pattern: pattern,
          recurrence_days: days ?? [],
          recurrence_interval: Number(interval),
          recurrence_end_date: endDate && isIsoDate(endDate) ? endDate : null,
          recurrence_exceptions: skipped,
        }
      : null;
  const preview = schedule ? occurrences(schedule, today, 5) : [];

  const addSkip = () => {
    if (!isIsoDate(skipDraft) || skipped.includes(skipDraft) || skipped.length >= RIDE_LIMITS.exceptionsMax) return;
    setValue('recurrence_exceptions', [...skipped, skipDraft].sort(), { shouldValidate: true, shouldDirty: true });
    setSkipDraft('');
  };

  return (
    <fieldset className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">Repeat</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Pattern" required error={errors.recurrence_pattern?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('recurrence_pattern', { setValueAs: (v) => v || null })}>
              <option value="">Select a pattern</option>
              <Options values={RECURRENCE_PATTERNS} label={(p) => PATTERN_LABELS[p]} />
            </Select>
          )}
        </Field>
        <Field label={`Repeat every (${unit})`} required error={errors.recurrence_interval?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={RIDE_LIMITS.intervalMax}
              aria-describedby={describedBy}
              invalid={invalid}
              {...register('recurrence_interval', { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      {pattern === 'WEEKLY' && (
        <Fieldset legend="Days" required error={errors.recurrence_days?.message} className="flex flex-wrap gap-2">
          {WEEK_DAYS.map((d) => (
            <label
              key={d}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900"
            >
              <input type="checkbox" value={d} className="size-4 accent-brand-700" {...register('recurrence_days')} />
              {WEEK_DAY_LABELS[d]}
            </label>
          ))}
        </Fieldset>
      )}
      <Field label="End date" hint="Leave empty to repeat until you change or delete the ride." error={errors.recurrence_end_date?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="date" min={today} aria-describedby={describedBy} invalid={invalid} {...register('recurrence_end_date')} />
        )}
      </Field>
      <div>
        <Field
          label="Skip a date"
          hint="Holidays or days you are away."
          error={errors.recurrence_exceptions?.message ?? errors.recurrence_exceptions?.[0]?.message}
        >
          {({ id, describedBy, invalid }) => (
            <div className="flex gap-2">
              <Input
                id={id}
                type="date"
                min={today}
                value={skipDraft}
                onChange={(e) => setSkipDraft(e.target.value)}
                aria-describedby={describedBy}
                invalid={invalid}
              />
              <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={addSkip} disabled={!skipDraft}>
                Skip date
              </Button>
            </div>
          )}
        </Field>
        {skipped.length > 0 && (
          <ul aria-label="Dates skipped" className="flex flex-wrap gap-2">
            {skipped.map((d) => (
              <li key={d} className="inline-flex items-center gap-1 rounded-full bg-white py-1 pl-3 pr-1 text-sm text-slate-700 ring-1 ring-slate-200">
                <CalendarX className="size-4 text-slate-400" aria-hidden="true" />
                {rideDay(d)}
                <button
                  type="button"
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-slate-100"
                  aria-label={`Stop skipping ${rideDay(d)}`}
                  onClick={() =>
                    setValue(
                      'recurrence_exceptions',
                      skipped.filter((x) => x !== d),
                      { shouldDirty: true },
                    )
                  }
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {schedule && (
        <div className="rounded-xl bg-white p-3 text-sm ring-1 ring-brand-100" aria-live="polite">
          <p className="font-medium text-slate-900">{describeSchedule(schedule, today)}</p>
          <p className="mt-1 text-slate-600">
            {preview.length > 0 ? `Next: ${preview.map((d) => rideDay(d)).join(', ')}` : 'No upcoming dates with these settings.'}
          </p>
        </div>
      )}
    </fieldset>
  );
}
