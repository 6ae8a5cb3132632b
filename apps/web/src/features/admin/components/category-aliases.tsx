import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ALIAS_LIMITS, CategoryAliasesBody } from '@padosi/shared/category-aliases';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCategoryAliases, useSaveCategoryAliases } from '../api/admin';

const split = (text: string) => text.split(',');

/**
 * The words a category is also searched by ("doctor" for Health, decision 1500), comma-separated. Checked with the
 * server's own schema before sending; saving replaces the list.
 */
export function CategoryAliasesEditor({ categoryId, name }: { categoryId: number; name: string }) {
  const { t } = useLingui();
  const all = useCategoryAliases();
  const current = all.data?.find((c) => c.id === categoryId)?.aliases;
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveCategoryAliases();
  const value = text ?? current?.join(', ') ?? '';

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = CategoryAliasesBody.safeParse({ aliases: split(value) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(
      { id: categoryId, aliases: parsed.data.aliases },
      {
        onSuccess: (res) => {
          notify('success', res.message);
          setText(null);
        },
        onError: (err) => setError(errorText(err, t`Could not save the search words. Please try again.`)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-3 border-t border-slate-200 pt-4" aria-label={t`Search words for ${name}`}>
      <Field
        label={t`Also found by (search words)`}
        hint={t`Comma-separated, e.g. doctor, clinic. Up to ${ALIAS_LIMITS.perCategory} words of ${ALIAS_LIMITS.aliasMax} characters.`}
        error={error}
      >
        {({ id, describedBy, invalid }) => (
          <Input id={id} aria-describedby={describedBy} invalid={invalid} value={value} disabled={all.isPending} onChange={(e) => setText(e.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="outline" loading={save.isPending}>
        <Trans>Save search words</Trans>
      </Button>
    </form>
  );
}
