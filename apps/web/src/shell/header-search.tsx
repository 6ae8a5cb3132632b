import { SearchBox } from '../features/directory/components/search-box';

/** The header's search box, with the directory's suggestions: goes to /search/search_term/{term}. */
export function HeaderSearch({ onNavigate, inputId = 'header-search' }: { onNavigate?: () => void; inputId?: string }) {
  return <SearchBox inputId={inputId} onNavigate={onNavigate} />;
}
