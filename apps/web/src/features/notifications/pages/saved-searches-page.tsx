import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { savedSearchPath, type SavedSearch, type SavedSearchKind } from '@padosi/shared/saved-searches';
import { DeleteButton } from '../../../components/delete-button';
import { ButtonLink } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

const KINDS: Record<SavedSearchKind, MessageDescriptor> = {
  ads: msg`Ads`,
  rentals: msg`Rentals`,
  providers: msg`Service providers`,
  kitchens: msg`Home kitchens`,
};

/** The filters of a search in words, as its list page shows them. */
function useFilterWords() {
  const { t } = useLingui();
  return (f: Record<string, string>) => {
    const words: string[] = [];
    if (f.term) words.push(`“${f.term}”`);
    if (f.q) words.push(`“${f.q}”`);
    if (f.verified) words.push(t`Verified`);
    if (f.rating) words.push(t`Rated 4+`);
    if (f.apartment) words.push(t`One apartment`);
    if (f.veg) words.push(t`Veg only`);
    if (f.cuisine) words.push(f.cuisine);
    if (f.open_next) words.push(t`Open for the next meal`);
    return words.length ? words.join(' · ') : t`Everything new`;
  };
}

/** /saved-searches: the resident's saved searches, each opening its list again, each deletable. */
export default function SavedSearchesPage() {
  const { t, i18n } = useLingui();
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const words = useFilterWords();
  return (
    <Page
      title={t`Saved searches`}
      width="narrow"
      lead={t`You hear of new matches in your notifications; by push or e-mail at most once an hour for each search.`}
      actions={
        <ButtonLink to="/notifications" variant="outline">
          <Trans>Notification settings</Trans>
        </ButtonLink>
      }
    >
      <QueryState
        query={searches}
        skeleton={{ count: 3, className: 'h-24' }}
        failure={t`Your saved searches could not be loaded. Please try again.`}
        isEmpty={(d) => d.items.length === 0}
        empty={<Trans>No saved searches yet. Use “Save this search” on the ads, rentals, home kitchens or search results pages to hear of new matches.</Trans>}
      >
        {(d) => (
          <>
            <p className="mb-3 text-sm text-slate-600">
              <Trans>
                {d.total} of {d.limit} saved searches
              </Trans>
            </p>
            <ul className="grid gap-3" aria-label={t`Saved searches`}>
              {d.items.map((s: SavedSearch) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="min-w-0">
                    <Link
                      to={savedSearchPath(s.kind, s.filters)}
                      className="flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-4 hover:underline"
                    >
                      <Search className="size-4 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 break-words">
                        {i18n._(KINDS[s.kind])}: {words(s.filters)}
                      </span>
                    </Link>
                    <p className="text-sm text-slate-500">
                      <Trans>Saved on {formatDate(s.created_at)}</Trans>
                    </p>
                  </div>
                  <DeleteButton
                    remove={() => remove.mutateAsync(s.id)}
                    busy={remove.isPending}
                    title={t`Delete this saved search?`}
                    description={t`You will no longer hear of new matches for it.`}
                    onDeleted={(r) => notify('success', r.message)}
                    onError={(err) => notify('error', errorText(err, t`The saved search could not be deleted. Please try again.`))}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Page>
  );
}
