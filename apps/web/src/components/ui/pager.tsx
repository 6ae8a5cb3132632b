import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { pageItems } from '../../lib/page-items';
import { buttonClass } from './button';

interface PagerBase {
  page: number;
  /** How many pages there are (see pageCount). */
  pages: number;
  label?: string;
}

/**
 * With `hrefFor` the pages are links (the page lives in the URL, so back and reload keep it); with `onPage`
 * they are buttons (the page lives in component state).
 */
export type PagerProps = PagerBase & ({ hrefFor: (page: number) => string; onPage?: never } | { onPage: (page: number) => void; hrefFor?: never });

/** Pages needed for `total` items, `pageSize` a page: the one place a list works it out. */
export const pageCount = (list: { total: number; pageSize: number } | undefined) => (list ? Math.ceil(list.total / list.pageSize) : 0);

const item = 'min-w-11';

/** Previous, numbered pages and Next: the one pager of every list; hidden when everything fits on one page. */
export function Pager({ page, pages, label, hrefFor, onPage }: PagerProps) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const control = (
    to: number,
    className: string,
    children: ReactNode,
    extra: { rel?: string; 'aria-label'?: string; current?: boolean; disabled?: boolean },
  ) => {
    const current = extra.current ? ('page' as const) : undefined;
    if (!hrefFor) {
      return (
        <button
          type="button"
          className={className}
          disabled={extra.disabled}
          aria-current={current}
          aria-label={extra['aria-label']}
          onClick={() => onPage(to)}
        >
          {children}
        </button>
      );
    }
    if (extra.disabled || extra.current) {
      return (
        <span className={className} aria-disabled={extra.disabled ? 'true' : undefined} aria-current={current} aria-label={extra['aria-label']}>
          {children}
        </span>
      );
    }
    return (
      <Link to={hrefFor(to)} className={className} rel={extra.rel} aria-label={extra['aria-label']}>
        {children}
      </Link>
    );
  };
  return (
    <nav aria-label={label ?? t`Pages`} className="mt-6 flex flex-wrap items-center justify-center gap-1.5">
      {control(
        page - 1,
        buttonClass('outline', 'sm', item),
        <>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <Trans>Previous</Trans>
        </>,
        { rel: 'prev', disabled: page <= 1 },
      )}
      {pageItems(page, pages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <span key={n} className="contents">
            {control(n, buttonClass(n === page ? 'primary' : 'ghost', 'sm', item), n, { 'aria-label': t`Page ${n}`, current: n === page })}
          </span>
        ),
      )}
      {control(
        page + 1,
        buttonClass('outline', 'sm', item),
        <>
          <Trans>Next</Trans>
          <ChevronRight className="size-4" aria-hidden="true" />
        </>,
        { rel: 'next', disabled: page >= pages },
      )}
    </nav>
  );
}
