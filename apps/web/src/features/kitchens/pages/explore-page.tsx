import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChefHat, ClipboardList, Search, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CUISINES } from '@padosi/shared/kitchens';
import { ButtonLink } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { SaveSearchButton } from '../../../components/saved-searches/save-search-button';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/auth-store';
import { useKitchens } from '../api/kitchens';
import { KitchenCard } from '../components/kitchen-card';
import { cuisineLabel } from '../labels';

/** /cloud-kitchen/home: kitchens near me (my apartment first), filters and search; the filters live in the URL. */
export default function ExplorePage() {
  const me = useCurrentUser();
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    q: params.get('q') ?? '',
    veg: params.get('veg') === '1',
    cuisine: params.get('cuisine') ?? '',
    open_next: params.get('open') === '1',
  };
  const [q, setQ] = useState(filter.q);
  // The filters as the kitchens API names them (a saved search keeps these).
  const savedFilters = { q: filter.q, veg: String(filter.veg), cuisine: filter.cuisine, open_next: String(filter.open_next) };
  const kitchens = useKitchens(filter);
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`;

  return (
    <Page
      title={t`Home kitchens`}
      lead={t`Pre-order home-style meals from cooks in your community.`}
      actions={
        me && (
          <>
            <ButtonLink to="/cloud-kitchen/orders" variant="outline">
              <ClipboardList className="size-4" aria-hidden="true" /> <Trans>My orders</Trans>
            </ButtonLink>
            <ButtonLink to="/cloud-kitchen/dashboard" variant="outline">
              <ChefHat className="size-4" aria-hidden="true" /> <Trans>My kitchen</Trans>
            </ButtonLink>
          </>
        )
      }
    >
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: q.trim() || null });
        }}
      >
        <label htmlFor="kitchen-search" className="sr-only">
          <Trans>Search kitchens</Trans>
        </label>
        <Input
          id="kitchen-search"
          type="search"
          value={q}
          maxLength={60}
          placeholder={t`Search by kitchen or cuisine`}
          onChange={(e) => setQ(e.target.value)}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Search className="size-4" aria-hidden="true" /> <Trans>Search</Trans>
        </button>
      </form>
      <div className="mb-5 flex flex-wrap items-center gap-2" aria-label={t`Filters`} role="group">
        <button type="button" className={chip(filter.veg)} aria-pressed={filter.veg} onClick={() => set({ veg: filter.veg ? null : '1' })}>
          <span className="size-2.5 rounded-full bg-green-600" aria-hidden="true" /> <Trans>Veg only</Trans>
        </button>
        <button type="button" className={chip(filter.open_next)} aria-pressed={filter.open_next} onClick={() => set({ open: filter.open_next ? null : '1' })}>
          <Trans>Open for the next meal</Trans>
        </button>
        <label htmlFor="cuisine" className="sr-only">
          <Trans>Cuisine</Trans>
        </label>
        <Select id="cuisine" className="!w-auto" value={filter.cuisine} onChange={(e) => set({ cuisine: e.target.value || null })}>
          <option value="">{t`All cuisines`}</option>
          {CUISINES.map((c) => (
            <option key={c} value={c}>
              {cuisineLabel(c)}
            </option>
          ))}
        </Select>
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {kitchens.data ? plural(kitchens.data.total, { one: '# kitchen', other: '# kitchens' }) : ' '}
        </p>
        <SaveSearchButton key={`${filter.q}|${filter.veg}|${filter.cuisine}|${filter.open_next}`} kind="kitchens" filters={savedFilters} />
      </div>
      {kitchens.isPending ? (
        <CardSkeletons count={6} className="h-80" />
      ) : kitchens.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
          <Trans>Failed to load kitchens. Please try again later.</Trans>
        </p>
      ) : kitchens.data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <UtensilsCrossed className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-700">
            <Trans>No kitchens match. Try fewer filters, or start one yourself.</Trans>
          </p>
          <ButtonLink to="/cloud-kitchen/create-kitchen" className="mt-4">
            <Trans>Create Kitchen</Trans>
          </ButtonLink>
        </div>
      ) : (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${kitchens.isPlaceholderData ? 'opacity-60' : ''}`}>
          {kitchens.data.items.map((k) => (
            <li key={k.id}>
              <KitchenCard kitchen={k} />
            </li>
          ))}
        </ul>
      )}
      {kitchens.data && <Pager page={filter.page} pages={pageCount(kitchens.data)} onPage={(p) => set({ page: String(p) })} label={t`Kitchen pages`} />}
    </Page>
  );
}
