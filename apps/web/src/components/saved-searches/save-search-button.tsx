import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { BellPlus, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedSearch, SavedSearchKind } from '@padosi/shared/saved-searches';
import { api, errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth-store';
import { notify } from '../../lib/notify';
import { Button } from '../ui/button';

/**
 * "Save this search" on a list page (issue 26): keeps the list's kind and its current filters, as the list's API
 * names them, so new matches are told to the resident. Signed-in residents only; the list pages are their own lazy
 * chunks, so nothing of it reaches the home page.
 */
export function SaveSearchButton({ kind, filters }: { kind: SavedSearchKind; filters: Record<string, string> }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const save = useMutation({
    mutationFn: () => api<{ message: string; search: SavedSearch }>('/api/saved-searches', { method: 'POST', json: { kind, filters } }),
    onSuccess: (saved) => notify('success', saved.message),
    // The shell's catalogue is on the home page's first load: the words here reuse its texts and the server's message.
    onError: (err) => notify('error', errorText(err, t`Something went wrong. Please try again.`)),
  });
  if (!user) return null;
  if (save.isSuccess)
    return (
      <p className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-emerald-800" role="status">
        <Check className="size-4" aria-hidden="true" />
        <Link to="/saved-searches" className="text-brand-800 underline underline-offset-4">
          {t`Saved searches`}
        </Link>
      </p>
    );
  return (
    <Button variant="outline" size="sm" loading={save.isPending} onClick={() => save.mutate()}>
      <BellPlus className="size-4" aria-hidden="true" /> {t`Save this search`}
    </Button>
  );
}
