import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { SaveSearchButton } from '../../../components/saved-searches/save-search-button';
import { Page } from '../../../components/ui/page';
import { useSearchResults } from '../api/provider-lists';
import { filterQuery, hasFilters, NoFilteredMatch, ProviderFilterBar, useProviderFilters } from '../components/provider-filters';
import { ProviderList } from '../components/provider-list';
import { SearchBox } from '../components/search-box';

/** /search and /search/search_term/{term}: full-text results grouped by main category. */
export default function SearchPage() {
  const term = (useParams().term ?? '').trim();
  const [filters, setFilters] = useProviderFilters();
  const results = useSearchResults(term, filterQuery(filters));
  const { t } = useLingui();
  return (
    <Page title={term ? t`Results for “${term}”` : t`Search`}>
      <div className="mb-6 max-w-2xl">
        <SearchBox key={term} inputId="page-search" label={t`Search again`} initialTerm={term} large />
      </div>
      {term && (
        <div className="mb-6 flex flex-wrap items-start justify-between gap-2">
          <ProviderFilterBar filters={filters} onChange={setFilters} />
          <SaveSearchButton key={JSON.stringify([term, filters])} kind="providers" filters={{ term, ...filterQuery(filters) }} />
        </div>
      )}
      {term ? (
        <ProviderList query={results} empty={hasFilters(filters) ? <NoFilteredMatch onClear={() => setFilters({})} /> : undefined} />
      ) : (
        <p className="text-slate-600">
          <Trans>Type a service, a shop or a name, for example “plumber” or “tiffin”.</Trans>
        </p>
      )}
    </Page>
  );
}
