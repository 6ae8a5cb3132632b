import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Star, X } from 'lucide-react';
import type { ProviderFilters } from '@padosi/shared/search';
import { useSearchParams } from 'react-router';
import { ApartmentSelect } from '../../../components/apartments/apartment-select';
import { Button } from '../../../components/ui/button';

/** The directory filters live in the URL (?verified=1&rating=4&apartment=3), so a filtered list can be shared and reloaded. */
export function useProviderFilters() {
  const [params, setParams] = useSearchParams();
  const apartment = Number(params.get('apartment'));
  const filters: ProviderFilters = {
    ...(params.get('verified') === '1' && { verified: '1' }),
    ...(params.get('rating') === '4' && { rating: '4' }),
    ...(Number.isInteger(apartment) && apartment > 0 && { apartment }),
  };
  const setFilters = (next: ProviderFilters) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const key of ['verified', 'rating', 'apartment'] as const) {
          const value = next[key];
          if (value === undefined) out.delete(key);
          else out.set(key, String(value));
        }
        return out;
      },
      { replace: true },
    );
  return [filters, setFilters] as const;
}

export const hasFilters = (f: ProviderFilters) => Boolean(f.verified || f.rating || f.apartment);

/** The query string values the list calls send. */
export const filterQuery = (f: ProviderFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );

export function ProviderFilterBar({ filters, onChange }: { filters: ProviderFilters; onChange: (next: ProviderFilters) => void }) {
  const { t } = useLingui();
  const toggle = (key: 'verified' | 'rating', on: ProviderFilters[typeof key]) => onChange({ ...filters, [key]: filters[key] ? undefined : on });
  return (
    <div role="group" aria-label={t`Filter providers`} className="mb-6 flex flex-wrap items-center gap-2">
      <Button size="sm" variant={filters.verified ? 'primary' : 'secondary'} aria-pressed={Boolean(filters.verified)} onClick={() => toggle('verified', '1')}>
        <BadgeCheck className="size-4" aria-hidden="true" /> <Trans>Verified</Trans>
      </Button>
      <Button size="sm" variant={filters.rating ? 'primary' : 'secondary'} aria-pressed={Boolean(filters.rating)} onClick={() => toggle('rating', '4')}>
        <Star className="size-4" aria-hidden="true" /> <Trans>Rated 4+</Trans>
      </Button>
      <label className="sr-only" htmlFor="filter-apartment">
        <Trans>Apartment or area</Trans>
      </label>
      <ApartmentSelect
        id="filter-apartment"
        placeholder={t`Any apartment or area`}
        className="min-h-9 w-auto max-w-56 py-1 text-sm"
        value={filters.apartment ?? ''}
        onChange={(e) => onChange({ ...filters, apartment: e.target.value ? Number(e.target.value) : undefined })}
      />
      {hasFilters(filters) && (
        <Button size="sm" variant="ghost" onClick={() => onChange({})}>
          <X className="size-4" aria-hidden="true" /> <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}

/** What a filtered list says when nothing matches: the filters, not the directory, are the reason. */
export function NoFilteredMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-semibold text-slate-900">
        <Trans>No providers match these filters.</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Try fewer filters, or clear them to see everyone.</Trans>
      </p>
      <Button className="mt-4" variant="outline" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </div>
  );
}
