import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { flattenSuggestions, searchPath, SEARCH_LIMITS } from '@padosi/shared/search-constants';
import { fetchSuggestions } from '../api/suggestions';

type Suggestion = ReturnType<typeof flattenSuggestions>[number];
const KIND_LABEL = { category: msg`Category`, provider: msg`Provider`, kitchen: msg`Home kitchen` } as const;

interface SearchBoxProps {
  /** Distinct ids let the header box and the home page box live on one page. */
  inputId: string;
  label?: string;
  placeholder?: string;
  large?: boolean;
  /** Text already in the box (the results page shows its term). */
  initialTerm?: string;
  onNavigate?: () => void;
}

/**
 * The search box with suggestions (an ARIA combobox): asks for suggestions 300 ms after typing stops, only for
 * non-blank text; arrows move through them, Enter opens the highlighted one (or searches the typed text), Escape
 * and a click outside clear them. Every choice goes to /search/search_term/{term}.
 */
export function SearchBox({ inputId, label: givenLabel, placeholder: givenPlaceholder, large, initialTerm = '', onNavigate }: SearchBoxProps) {
  const { i18n, t } = useLingui();
  const label = givenLabel ?? t`Search services`;
  const placeholder = givenPlaceholder ?? t`Search plumbers, tutors, tiffin…`;
  const navigate = useNavigate();
  const listId = useId();
  const boxRef = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState(initialTerm);
  const [typed, setTyped] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const text = term.trim();
    if (!typed || !text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(text, controller.signal)
        .then((res) => {
          setItems(flattenSuggestions(res));
          setActive(-1);
        })
        .catch(() => setItems([]));
    }, SEARCH_LIMITS.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, typed]);

  useEffect(() => {
    if (items.length === 0) return;
    const onDown = (e: MouseEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setItems([]);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [items.length]);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const go = (text: string) => {
    const t = text.trim();
    if (!t) return;
    setTerm(t);
    setTyped(false);
    setItems([]);
    setActive(-1);
    navigate(searchPath(t));
    onNavigate?.();
  };

  const open = items.length > 0;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      setItems([]);
      setActive(-1);
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      go(items[active]!.name);
    }
  };

  return (
    <form
      ref={boxRef}
      role="search"
      aria-label={label}
      className="relative"
      onSubmit={(e) => {
        e.preventDefault();
        go(term);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-400 ${large ? 'left-4 size-5' : 'left-2.5 size-4'}`}
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={term}
        maxLength={SEARCH_LIMITS.termMax}
        onChange={(e) => {
          setTerm(e.target.value);
          setTyped(true);
          if (!e.target.value.trim()) setItems([]);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        className={`w-full rounded-xl border border-slate-300 bg-slate-50 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/25 ${
          large ? 'min-h-14 pl-12 pr-4 text-base shadow-card' : 'min-h-11 pl-8 pr-2 text-sm'
        }`}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-60 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {items.map((s, i) => (
          <li
            key={`${s.kind}-${s.name}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(s.name)}
          >
            <span className="truncate">{s.name}</span>
            <span className="shrink-0 text-xs text-slate-500">{i18n._(KIND_LABEL[s.kind])}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
