import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from './button';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
function pageNumbers(page: number, pages: number): Array<number | '…'> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | '…'> = [];
  for (const n of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && n - prev > 1) out.push('…');
    out.push(n);
  }
  return out;
}

/** Previous, numbered pages and Next; nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, onPage, label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const item = 'min-w-11';
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      <button type="button" className={buttonClass('outline', 'sm', item)} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </button>
      {pageNumbers(page, pages).map((n, i) =>
        n === '…' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={buttonClass(n === page ? 'primary' : 'ghost', 'sm', item)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={buttonClass('outline', 'sm', item)} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
