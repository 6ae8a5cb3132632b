import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Input } from '../../../components/ui/field';

/** The console's search box: a labelled input with an icon. */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className="relative block w-full sm:w-72">
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input type="search" value={value} maxLength={100} placeholder={label} className="pl-9" onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/**
 * A searched, paged console list: what is typed, the trimmed term to ask for (deferred, so typing stays quick),
 * and the page, which goes back to 1 whenever the search changes.
 */
export function usePagedSearch() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const term = useDeferredValue(query.trim());
  const search = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  return { query, term, search, page, setPage };
}
