import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarX, X } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { RIDE_LIMITS, type RideInput, type RideValues } from '@padosi/shared/carpool';
import { isIsoDate } from '@padosi/shared/calendar-dates';
import { RECURRENCE_PATTERNS, occurrences, type RecurrencePattern } from '@padosi/shared/recurrence';
import { WEEK_DAYS } from '@padosi/shared/week-days';
import { weekDayLabel } from '../../../lib/day-names';
import { scheduleText } from '../schedule-text';
import { Button } from '../../../components/ui/button';
import { Field, Fieldset, Input, Options, Select } from '../../../components/ui/field';
import { rideDay } from '../format';
import { communityToday } from '../../../lib/clock';

const PATTERN_LABELS: Record<RecurrencePattern, MessageDescriptor> = {
  DAILY: msg`Daily`,
  WEEKLY: msg`Weekly, on chosen days`,
  MONTHLY: msg`Monthly, on the same date`,
  CUSTOM: msg`Custom: the same weekday each month (e.g. 2nd Saturday)`,
};

/** "Repeat every (days)": the unit follows the pattern and the number. */
function intervalLabel(pattern: RecurrencePattern | null | undefined, one: boolean): string {
  if (pattern === 'DAILY') return one ? t`Repeat every (day)` : t`Repeat every (days)`;
  if (pattern === 'WEEKLY') return one ? t`Repeat every (week)` : t`Repeat every (weeks)`;
  if (pattern) return one ? t`Repeat every (month)` : t`Repeat every (months)`;
  return t`Repeat every (time)`;
}

interface Props {
  control: Control<RideInput, unknown, RideValues>;
  register: UseFormRegister<RideInput>;
  setValue: UseFormSetValue<RideInput>;
  errors: FieldErrors<RideInput>;
}

/** Pattern, days (weekly only), interval, end date, dates to skip, and a live preview of the next runs. */
export function RecurrenceFields({ control, register, setValue, errors }: Props) {
  const today = communityToday();
  const { i18n } = useLingui();
  const [skipDraft, setSkipDraft] = useState('');
  const [pattern, days, interval, endDate, exceptions, rideDate] = useWatch({
    control,
    name: ['recurrence_pattern', 'recurrence_days', 'recurrence_interval', 'recurrence_end_date', 'recurrence_exceptions', 'ride_date'],
  });
  const skipped = exceptions ?? [];

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
      <legend className="px-1 text-sm font-semibold text-brand-900">
        <Trans>Repeat</Trans>
      </legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t`Pattern`} required error={errors.recurrence_pattern?.message}>
          {({ id, describedBy, invalid }) => (
            <Select id={id} aria-describedby={describedBy} invalid={invalid} {...register('recurrence_pattern', { setValueAs: (v) => v || null })}>
              <option value="">{t`Select a pattern`}</option>
              <Options values={RECURRENCE_PATTERNS} label={(p) => i18n._(PATTERN_LABELS[p])} />
            </Select>
          )}
        </Field>
        <Field label={intervalLabel(pattern, Number(interval) === 1)} required error={errors.recurrence_interval?.message}>
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
        <Fieldset legend={t`Days`} required error={errors.recurrence_days?.message} className="flex flex-wrap gap-2">
          {WEEK_DAYS.map((d) => (
            <label
              key={d}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900"
            >
              <input type="checkbox" value={d} className="size-4 accent-brand-700" {...register('recurrence_days')} />
              {weekDayLabel(d)}
            </label>
          ))}
        </Fieldset>
      )}
      <Field label={t`End date`} hint={t`Leave empty to repeat until you change or delete the ride.`} error={errors.recurrence_end_date?.message}>
        {({ id, describedBy, invalid }) => (
          <Input id={id} type="date" min={today} aria-describedby={describedBy} invalid={invalid} {...register('recurrence_end_date')} />
        )}
      </Field>
      <div>
        <Field
          label={t`Skip a date`}
          hint={t`Holidays or days you are away.`}
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
                <Trans>Skip date</Trans>
              </Button>
            </div>
          )}
        </Field>
        {skipped.length > 0 && (
          <ul aria-label={t`Dates skipped`} className="flex flex-wrap gap-2">
            {skipped.map((d) => (
              <li key={d} className="inline-flex items-center gap-1 rounded-full bg-white py-1 pl-3 pr-1 text-sm text-slate-700 ring-1 ring-slate-200">
                <CalendarX className="size-4 text-slate-400" aria-hidden="true" />
                {rideDay(d)}
                <button
                  type="button"
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-slate-100"
                  aria-label={stopSkipping(d)}
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
          <p className="font-medium text-slate-900">{scheduleText(schedule, today)}</p>
          <p className="mt-1 text-slate-600">{preview.length > 0 ? nextText(preview) : t`No upcoming dates with these settings.`}</p>
        </div>
      )}
    </fieldset>
  );
}

function stopSkipping(date: string): string {
  const day = rideDay(date);
  return t`Stop skipping ${day}`;
}

function nextText(dates: string[]): string {
  const list = dates.map((d) => rideDay(d)).join(', ');
  return t`Next: ${list}`;
}
