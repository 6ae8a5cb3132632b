import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useStarterCategories } from '../api/admin';

/**
 * The one-click starter set (issue 24): plumbers to pandits, maids and cooks marked for home help, with icons and
 * the Hindi and Hinglish words residents search by. Safe to press again: only what is missing is added. `hidden`
 * hides it until pressed (the checklist, once categories exist).
 */
export function StarterCategories({ prominent = false, hidden = false }: { prominent?: boolean; hidden?: boolean }) {
  const { t } = useLingui();
  const add = useStarterCategories();
  const result = add.data
    ? add.data.added > 0
      ? plural(add.data.added, { one: 'Added # starter category.', other: 'Added # starter categories.' })
      : t`The starter categories are already there.`
    : null;
  const run = () =>
    add.mutate(undefined, {
      onError: (err) => notify('error', errorText(err, t`Could not add the starter categories. Please try again.`)),
    });
  // Once pressed it stays, with its result, even where the caller would hide it now that categories exist.
  if (hidden && !add.data) return null;
  return (
    <section
      aria-labelledby="starter-title"
      className={`mb-4 flex flex-wrap items-center gap-3 rounded-2xl border p-4 ${prominent ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <Sparkles className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="starter-title" className="font-semibold text-slate-900">
          <Trans>Starter categories</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            The usual neighbourhood services – plumber, electrician, maid, cook, milk, tuition, pandit and more – with icons and the Hindi words residents
            search by. Adds only what is missing; change or hide any of them later.
          </Trans>
        </p>
      </div>
      <Button onClick={run} loading={add.isPending} variant={prominent ? 'primary' : 'outline'}>
        <Trans>Add starter categories</Trans>
      </Button>
      {/* The result stays on the screen (a toast goes away): read out once, when it appears. */}
      <p role="status" className="basis-full text-sm font-medium text-green-800 empty:hidden">
        {result}
      </p>
    </section>
  );
}
