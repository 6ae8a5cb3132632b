import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '../../lib/page-items';
import { buttonClass } from './button';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label?: string;
}

/** Previous, numbered pages and Next as buttons (for lists whose page is not in the URL; see Pagination for links). */
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
      {pageItems(page, pages).map((n, i) =>
        n === 'gap' ? (
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
