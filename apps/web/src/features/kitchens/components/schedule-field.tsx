import { KITCHEN_SLOTS, SLOT_LABELS, SLOT_TIMES, type SlotSchedule } from '@padosi/shared/kitchens';
import { formatTime12h } from '@padosi/shared/calendar-dates';
import { WEEK_DAYS, WEEK_DAY_LABELS, type WeekDay } from '@padosi/shared/week-days';
import { Input, Select } from '../../../components/ui/field';

const DEFAULT_CUTOFF: Record<SlotSchedule['slot'], Pick<SlotSchedule, 'cutoff_time' | 'cutoff_day'>> = {
  breakfast: { cutoff_time: '21:00', cutoff_day: 'previous' },
  lunch: { cutoff_time: '10:30', cutoff_day: 'same' },
  snacks: { cutoff_time: '14:00', cutoff_day: 'same' },
  dinner: { cutoff_time: '16:00', cutoff_day: 'same' },
};

/** The weekly schedule: each meal slot on or off, its days, and when orders for it close. */
export function ScheduleField({ value, onChange, error }: { value: SlotSchedule[]; onChange: (v: SlotSchedule[]) => void; error?: string }) {
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
      <legend className="text-sm font-medium text-slate-700">Weekly meal slots and order cut-offs</legend>
      {KITCHEN_SLOTS.map((slot) => {
        const entry = find(slot);
        return (
          <div key={slot} className={`rounded-xl border p-3 ${entry ? 'border-brand-600/40 bg-brand-50/40' : 'border-slate-200'}`}>
            <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-900">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={Boolean(entry)}
                onChange={(e) => update(slot, e.target.checked ? {} : null)}
              />
              {SLOT_LABELS[slot]} <span className="text-sm font-normal text-slate-500">(served around {formatTime12h(SLOT_TIMES[slot])})</span>
            </label>
            {entry && (
              <div className="mt-2 space-y-3 pl-1">
                <div role="group" aria-label={`${SLOT_LABELS[slot]} days`} className="flex flex-wrap gap-1.5">
                  {WEEK_DAYS.map((d: WeekDay) => {
                    const on = entry.days.includes(d);
                    return (
                      <button
                        key={d}
                        type="button"
                        aria-pressed={on}
                        aria-label={`${SLOT_LABELS[slot]} on ${WEEK_DAY_LABELS[d]}`}
                        className={`min-h-11 min-w-11 rounded-lg border text-sm font-semibold ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
                        onClick={() =>
                          update(slot, { days: on ? entry.days.filter((x) => x !== d) : WEEK_DAYS.filter((x) => x === d || entry.days.includes(x)) })
                        }
                      >
                        {WEEK_DAY_LABELS[d]}
                      </button>
                    );
                  })}
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <label htmlFor={`cutoff-${slot}`}>{SLOT_LABELS[slot]} orders close at</label>
                  <Input
                    id={`cutoff-${slot}`}
                    type="time"
                    className="!w-32"
                    value={entry.cutoff_time}
                    onChange={(e) => update(slot, { cutoff_time: e.target.value.slice(0, 5) })}
                  />
                  <label htmlFor={`cutoff-day-${slot}`} className="sr-only">
                    {SLOT_LABELS[slot]} cut-off day
                  </label>
                  <Select
                    id={`cutoff-day-${slot}`}
                    className="!w-auto"
                    value={entry.cutoff_day}
                    onChange={(e) => update(slot, { cutoff_day: e.target.value as SlotSchedule['cutoff_day'] })}
                  >
                    <option value="same">the same day</option>
                    <option value="previous">the day before</option>
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
