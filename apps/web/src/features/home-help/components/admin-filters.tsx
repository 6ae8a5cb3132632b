import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { HOME_HELP_LIMITS, HOME_HELP_SERVICE_TYPES, HOME_HELP_STATUSES } from '@padosi/shared/home-help';
import { Button } from '../../../components/ui/button';
import { Field, Input, SelectFilter } from '../../../components/ui/field';
import { serviceLabel, statusLabel } from '../labels';

export const ADMIN_FILTERS = ['service_type', 'address', 'status'] as const;
export type AdminFilterValues = Record<(typeof ADMIN_FILTERS)[number], string>;

/** The admin's filters over every request: service type, part of the address, status. */
export function AdminFilters({ value, onApply }: { value: AdminFilterValues; onApply: (v: AdminFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const { t } = useLingui();
  const set = (key: keyof AdminFilterValues) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft, address: draft.address.trim() });
  };
  const any = Boolean(value.service_type || value.address || value.status);
  return (
    <form
      role="search"
      aria-label={t`Filter requests`}
      onSubmit={submit}
      className="mb-4 grid gap-x-3 rounded-2xl border border-slate-200/70 bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[12rem_1fr_12rem_auto]"
    >
      <SelectFilter
        label={t`Service type`}
        all={t`All services`}
        values={HOME_HELP_SERVICE_TYPES}
        optionLabel={serviceLabel}
        value={draft.service_type}
        onChange={set('service_type')}
      />
      <Field label={t`Address`}>
        {({ id }) => (
          <Input
            id={id}
            value={draft.address}
            onChange={(e) => set('address')(e.target.value)}
            maxLength={HOME_HELP_LIMITS.addressFilterMax}
            placeholder={t`Apartment, block or area`}
          />
        )}
      </Field>
      <SelectFilter label={t`Status`} all={t`Any status`} values={HOME_HELP_STATUSES} optionLabel={statusLabel} value={draft.status} onChange={set('status')} />
      <div className="flex items-start gap-2 sm:pt-7">
        <Button type="submit">
          <Trans>Apply</Trans>
        </Button>
        {any && (
          <Button
            variant="ghost"
            onClick={() => {
              const cleared = { service_type: '', address: '', status: '' };
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
