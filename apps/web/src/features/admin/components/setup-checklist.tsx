import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { ChecklistItem } from '@padosi/shared/admin';
import { errorText } from '../../../lib/api-client';
import { useChecklist } from '../api/admin';
import { StarterCategories } from './starter-categories';

/** Each item: what to do, why, and the screen that does it. */
const ITEMS: Record<ChecklistItem, { label: MessageDescriptor; hint: MessageDescriptor; to: string }> = {
  settings: {
    label: msg`Society settings`,
    hint: msg`The society's name and how residents reach the team (helpline or e-mail).`,
    to: '/admin/settings',
  },
  apartments: { label: msg`Apartments`, hint: msg`The blocks or towers residents choose in their profile.`, to: '/admin/apartments' },
  categories: {
    label: msg`Service categories`,
    hint: msg`What the directory lists; the starter set adds the usual ones in one click.`,
    to: '/admin/categories',
  },
  homeHelp: {
    label: msg`Home-help categories`,
    hint: msg`Mark which categories supply maids, cooks or house keeping, so requests can be assigned.`,
    to: '/admin/categories',
  },
  emergency: { label: msg`Emergency contacts`, hint: msg`The security desk, nearest hospital, police and fire, for the SOS panel.`, to: '/admin/settings' },
  banner: { label: msg`A banner`, hint: msg`A welcome or notice on the home page, with an end date.`, to: '/banner/create' },
  pages: { label: msg`About, FAQ and Contact pages`, hint: msg`The footer's pages, with the addresses about-us, faq and contact-us.`, to: '/admin/cms' },
  residents: {
    label: msg`Invite residents`,
    hint: msg`Share the portal's address in the society's group; this ticks when the first resident signs in.`,
    to: '/admin/users',
  },
};

/** The dashboard's setup checklist (issue 24): each item ticks itself from the data and opens its screen. */
export function SetupChecklist() {
  const { i18n, t } = useLingui();
  const list = useChecklist();
  if (list.isPending) return <div className="mb-6 h-40 animate-pulse rounded-2xl bg-slate-100" aria-busy="true" aria-label={t`Loading the setup checklist`} />;
  if (list.error)
    return (
      <p role="alert" className="mb-6 text-red-700">
        {errorText(list.error, t`Could not load the setup checklist. Please try again.`)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => list.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  const { items, complete } = list.data;
  const done = items.filter((i) => i.done).length;
  const categoriesDone = items.find((i) => i.key === 'categories')?.done;
  return (
    <section aria-labelledby="checklist-title" className="mb-8 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checklist-title" className="text-lg font-semibold text-slate-900">
          <Trans>Setup checklist</Trans>
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {complete ? t`All done: the portal is ready for residents.` : t`${done} of ${items.length} done`}
        </p>
      </div>
      <ol className="divide-y divide-slate-100">
        {items.map(({ key, done: ticked }) => {
          const item = ITEMS[key];
          return (
            <li key={key} data-item={key} className="flex items-start gap-3 py-3">
              {ticked ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <Link to={item.to} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                  {i18n._(item.label)}
                </Link>
                <span className="sr-only">{ticked ? t`(done)` : t`(to do)`}</span>
                <p className="text-sm text-slate-600">{i18n._(item.hint)}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <StarterCategories prominent hidden={Boolean(categoriesDone)} />
    </section>
  );
}
