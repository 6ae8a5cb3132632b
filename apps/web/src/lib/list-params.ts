import { useSearchParams } from 'react-router';

/**
 * A list's text filters and page, kept in the URL so a reload or a shared link shows the same page. `apply` sets
 * some of them and goes back to page 1 unless a page is given; empty filters and page 1 stay out of the URL.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apply = (next: Partial<Record<K, string>> & { page?: number }) => {
    const merged = { ...filters, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v && !(k === 'page' && v === 1)) search.set(k, String(v));
    setParams(search);
  };
  return { filters, page, apply };
}
