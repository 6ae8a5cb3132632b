import { useParams } from 'react-router';
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
  return (
    <Page title={term ? `Results for “${term}”` : 'Search'}>
      <div className="mb-6 max-w-2xl">
        <SearchBox key={term} inputId="page-search" label="Search again" initialTerm={term} large />
      </div>
      {term && <ProviderFilterBar filters={filters} onChange={setFilters} />}
      {term ? (
        <ProviderList query={results} empty={hasFilters(filters) ? <NoFilteredMatch onClear={() => setFilters({})} /> : undefined} />
      ) : (
        <p className="text-slate-600">Type a service, a shop or a name, for example “plumber” or “tiffin”.</p>
      )}
    </Page>
  );
}
