import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { categoryHref, CATEGORY_UI } from '@padosi/shared/category-constants';
import type { HomeCardCategoryGroup } from '@padosi/shared/categories';
import { NO_IMAGE, onImageError } from '../../../lib/images';
import { SmartLink } from './smart-link';

/** Category cards in a row that scrolls 200 px per arrow; the arrows update 300 ms after a press (when scrolling ends). */
export function CategoryCards({ groups }: { groups: HomeCardCategoryGroup[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  const { t } = useLingui();
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    setEdges({ start: row.scrollLeft <= 1, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, groups.length]);

  const scroll = (dir: 1 | -1) => {
    rowRef.current?.scrollBy({ left: dir * CATEGORY_UI.cardScrollPx, behavior: 'smooth' });
    setTimeout(measure, CATEGORY_UI.arrowUpdateMs);
  };
  if (groups.length === 0) return null;
  const arrow =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-40';

  return (
    <section aria-labelledby="category-cards-title">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="category-cards-title" className="text-lg font-semibold text-slate-900">
          <Trans>Popular services</Trans>
        </h2>
        <div className="flex gap-2">
          <button type="button" className={arrow} onClick={() => scroll(-1)} disabled={edges.start} aria-label={t`Scroll categories left`}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={arrow} onClick={() => scroll(1)} disabled={edges.end} aria-label={t`Scroll categories right`}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul ref={rowRef} onScroll={measure} className="flex snap-x gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {groups.map(({ maincategory: main, subcategories }) => (
          <li key={main.id} className="w-64 shrink-0 snap-start rounded-2xl border border-slate-200/70 bg-white p-4 shadow-card">
            <SmartLink to={categoryHref(main)} className="flex items-center gap-3 font-semibold text-slate-900 hover:text-brand-800">
              <img
                src={main.image ?? NO_IMAGE}
                onError={onImageError}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 rounded-xl object-cover"
              />
              {main.title}
            </SmartLink>
            <ul className="mt-3 flex flex-wrap gap-2">
              {subcategories.slice(0, 6).map((s) => (
                <li key={s.id}>
                  <SmartLink
                    to={categoryHref(s)}
                    className="inline-flex min-h-9 items-center rounded-full bg-slate-100 px-3 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {s.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
