import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { RIDE_LIMITS } from '@padosi/shared/carpool';
import { addDays } from '@padosi/shared/calendar-dates';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { communityToday } from '../../../lib/clock';

export const RIDE_FILTERS = ['from', 'to', 'date'] as const;
export type RideFilterValues = Record<(typeof RIDE_FILTERS)[number], string>;

/** From, to and date, so a commuter finds tomorrow morning's rides; Today and Tomorrow are one press. */
export function RideFilters({ value, onSearch }: { value: RideFilterValues; onSearch: (v: RideFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const { t } = useLingui();
  const today = communityToday();
  const tomorrow = addDays(today, 1);
  const set = (key: keyof RideFilterValues) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ from: draft.from.trim(), to: draft.to.trim(), date: draft.date });
  };
  const pickDate = (date: string) => {
    const next = { ...draft, date };
    setDraft(next);
    onSearch(next);
  };
  const hasFilter = Boolean(value.from || value.to || value.date);
  return (
    <form role="search" aria-label={t`Find a ride`} onSubmit={submit} className="rounded-2xl border border-slate-200/70 bg-white p-4 shadow-card sm:p-5">
      <div className="grid grid-cols-2 gap-x-3 sm:gap-x-4 lg:grid-cols-[1fr_1fr_12rem_auto]">
        <Field label={t`From`}>
          {({ id }) => (
            <Input id={id} value={draft.from} onChange={set('from')} maxLength={RIDE_LIMITS.searchMax} placeholder={t`e.g. Koramangala`} autoComplete="off" />
          )}
        </Field>
        <Field label={t`To`}>
          {({ id }) => (
            <Input id={id} value={draft.to} onChange={set('to')} maxLength={RIDE_LIMITS.searchMax} placeholder={t`e.g. Whitefield`} autoComplete="off" />
          )}
        </Field>
        <Field label={t`Date`}>{({ id }) => <Input id={id} type="date" min={today} value={draft.date} onChange={set('date')} />}</Field>
        <div className="flex items-start pt-7">
          <Button type="submit" className="w-full lg:w-auto">
            <Search className="size-4" aria-hidden="true" />
            <Trans>Search</Trans>
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-600">
          <Trans>Quick dates:</Trans>
        </span>
        {[
          [t`Today`, today],
          [t`Tomorrow`, tomorrow],
        ].map(([label, date]) => (
          <Button
            key={label}
            size="sm"
            variant={value.date === date ? 'primary' : 'secondary'}
            aria-pressed={value.date === date}
            onClick={() => pickDate(date!)}
          >
            {label}
          </Button>
        ))}
        {hasFilter && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft({ from: '', to: '', date: '' });
              onSearch({ from: '', to: '', date: '' });
            }}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
