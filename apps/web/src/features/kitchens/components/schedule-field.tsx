import { Trans, useLingui } from '@lingui/react/macro';
import { KITCHEN_SLOTS, SLOT_TIMES, type SlotSchedule } from '@padosi/shared/kitchens';
import { clockTime, weekDayLabel } from '../../../lib/day-names';
import { slotLabel } from '../labels';
import { WEEK_DAYS, type WeekDay } from '@padosi/shared/week-days';
import { Input, Select } from '../../../components/ui/field';

const DEFAULT_CUTOFF: Record<SlotSchedule['slot'], Pick<SlotSchedule, 'cutoff_time' | 'cutoff_day'>> = {
  breakfast: { cutoff_time: '21:00', cutoff_day: 'previous' },
  lunch: { cutoff_time: '10:30', cutoff_day: 'same' },
  snacks: { cutoff_time: '14:00', cutoff_day: 'same' },
  dinner: { cutoff_time: '16:00', cutoff_day: 'same' },
};

/** The weekly schedule: each meal slot on or off, its days, and when orders for it close. */
export function ScheduleField({ value, onChange, error }: { value: SlotSchedule[]; onChange: (v: SlotSchedule[]) => void; error?: string }) {
  const { t } = useLingui();
  const find = (slot: SlotSchedule['slot']) => value.find((s) => s.slot === slot);
  const update = (slot: SlotSchedule['slot'], patch: Partial<SlotSchedule> | null) => {
    const rest = value.filter((s) => s.slot !== slot);
    if (patch === null) return onChange(rest);
    const current = find(slot) ?? { slot, days: [...WEEK_DAYS], ...DEFAULT_CUTOFF[slot] };
    const next = [...rest, { ...current, ...patch }];
    onChange(KITCHEN_SLOTS.flatMap((s) => next.filter((x) => x.slot === s)));
  };
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'schedule-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">
        <Trans>Weekly meal slots and order cut-offs</Trans>
      </legend>
      {KITCHEN_SLOTS.map((slot) => {
        const entry = find(slot);
        const name = slotLabel(slot);
        const around = clockTime(SLOT_TIMES[slot]);
        return (
          <div key={slot} className={`rounded-xl border p-3 ${entry ? 'border-brand-600/40 bg-brand-50/40' : 'border-slate-200'}`}>
            <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={Boolean(entry)}
                onChange={(e) => update(slot, e.target.checked ? {} : null)}
              />
              {name}{' '}
              <span className="text-sm font-normal text-slate-500">
                <Trans>(served around {around})</Trans>
              </span>
            </label>
            {entry && (
              <div className="mt-2 space-y-3 pl-1">
                <div role="group" aria-label={t`${name} days`} className="flex flex-wrap gap-1.5">
                  {WEEK_DAYS.map((d: WeekDay) => {
                    const on = entry.days.includes(d);
                    const day = weekDayLabel(d);
                    return (
                      <button
                        key={d}
                        type="button"
                        aria-pressed={on}
                        aria-label={t`${name} on ${day}`}
                        className={`min-h-11 min-w-11 rounded-lg border text-sm font-semibold ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
                        onClick={() =>
                          update(slot, { days: on ? entry.days.filter((x) => x !== d) : WEEK_DAYS.filter((x) => x === d || entry.days.includes(x)) })
                        }
                      >
                        {day}
                      </button>
                    );
                  })}
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <label htmlFor={`cutoff-${slot}`}>
                    <Trans>{name} orders close at</Trans>
                  </label>
                  <Input
                    id={`cutoff-${slot}`}
                    type="time"
                    className="!w-32"
                    value={entry.cutoff_time}
                    onChange={(e) => update(slot, { cutoff_time: e.target.value.slice(0, 5) })}
                  />
                  <label htmlFor={`cutoff-day-${slot}`} className="sr-only">
                    <Trans>{name} cut-off day</Trans>
                  </label>
                  <Select
                    id={`cutoff-day-${slot}`}
                    className="!w-auto"
                    value={entry.cutoff_day}
                    onChange={(e) => update(slot, { cutoff_day: e.target.value as SlotSchedule['cutoff_day'] })}
                  >
                    <option value="same">{t`the same day`}</option>
                    <option value="previous">{t`the day before`}</option>
                  </Select>
                </div>
              </div>
            )}
          </div>
        );
      })}
      {error && (
        <p id="schedule-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
