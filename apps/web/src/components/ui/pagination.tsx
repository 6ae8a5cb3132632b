import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { pageItems } from '../../lib/page-items';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link for a page, e.g. the current URL with ?page=N, so back and reload keep the page. */
  hrefFor: (page: number) => string;
  label?: string;
}

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold';

/** Previous, numbered pages and Next, as links; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {hasPrev ? (
        <Link to={hrefFor(page - 1)} className={`${item} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : (
        <span className={`${item} border border-slate-200 text-slate-400`} aria-disabled="true">
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </span>
      )}
      {pageItems(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} className={`${item} bg-brand-700 text-white`} aria-current="page" aria-label={`Page ${p}`}>
            {p}
          </span>
        ) : (
          <Link key={p} to={hrefFor(p)} className={`${item} text-slate-700 hover:bg-slate-100`} aria-label={`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {hasNext ? (
        <Link to={hrefFor(page + 1)} className={`${item} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`} rel="next">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span className={`${item} border border-slate-200 text-slate-400`} aria-disabled="true">
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
