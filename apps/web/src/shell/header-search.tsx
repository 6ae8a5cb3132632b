import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** The header's search box: goes to /search/search_term/{term}. The directory feature adds suggestions. */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        const t = term.trim();
        if (!t) return;
        navigate(`/search/search_term/${encodeURIComponent(t)}`);
        onNavigate?.();
      }}
    >
      <label htmlFor="header-search" className="sr-only">
        Search services
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        id="header-search"
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder="Search plumbers, tutors, tiffin…"
        className="min-h-11 w-full rounded-xl border border-slate-300 bg-slate-50 pl-9 pr-3 text-sm focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/25"
      />
    </form>
  );
}
