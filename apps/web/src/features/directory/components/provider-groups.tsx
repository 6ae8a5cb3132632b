import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ProviderListItem } from '@padosi/shared/providers';
import { ProviderCard } from './provider-card';

interface Group {
  parent_id: number;
  parent_category_name: string;
  sp_array: ProviderListItem[];
}

/** Providers grouped by parent_id and parent category name, in the order they arrived (spec: a group holds sp_array). */
export function groupProviders(items: ProviderListItem[]): Group[] {
  const groups = new Map<string, Group>();
  for (const p of items) {
    const key = `${p.parent_id}:${p.parent_category_name}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { parent_id: p.parent_id, parent_category_name: p.parent_category_name, sp_array: [] }));
    g.sp_array.push(p);
  }
  return [...groups.values()];
}

/** Each group with its heading and a View All link to /home/{parent_id}. */
export function ProviderGroups({ items, headingLevel = 2 }: { items: ProviderListItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useLingui();
  return (
    <div className="space-y-8">
      {groupProviders(items).map((g) => (
        <section key={`${g.parent_id}:${g.parent_category_name}`} aria-label={g.parent_category_name}>
          <div className="mb-3 flex items-center justify-between gap-3">
            <Heading className="text-lg font-semibold text-slate-900">{g.parent_category_name}</Heading>
            <Link
              to={`/home/${g.parent_id}`}
              className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              aria-label={t`View all ${g.parent_category_name}`}
            >
              <Trans>View All</Trans> <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {g.sp_array.map((p) => (
              <li key={p.id}>
                <ProviderCard provider={p} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
