import { useLingui } from '@lingui/react/macro';
import { LayoutGrid } from 'lucide-react';
import { useRef, useState } from 'react';
import { categoryHref, categoryIcon, CATEGORY_UI } from '@padosi/shared/category-constants';
import type { Category } from '@padosi/shared/categories';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartLink } from './smart-link';

function CategoryItem({ category, current }: { category: Category; current?: boolean }) {
  const icon = categoryIcon(category);
  return (
    <SmartLink
      to={categoryHref(category)}
      className={`flex min-h-16 items-center gap-3 rounded-2xl border p-3 text-sm font-medium shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 ${
        current ? 'border-brand-500 bg-brand-50 text-brand-900' : 'border-slate-200/70 bg-white text-slate-800'
      }`}
    >
      {icon ? (
        <img src={icon} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-xl object-cover" />
      ) : (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
          <LayoutGrid className="size-5" />
        </span>
      )}
      <span className="line-clamp-2">{category.name}</span>
    </SmartLink>
  );
}

/**
 * The category list: 6 items until View All (Show Less when open). Desktop and mobile keep their own toggle; mobile
 * shows 2 per row, and collapsing it scrolls back to the list after 300 ms.
 */
export function CategoryList({ categories, currentId, title }: { categories: Category[] | undefined; currentId?: number; title?: string }) {
  const [desktopOpen, setDesktopOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  if (!categories) return <Skeleton className="h-40" />;
  if (categories.length === 0) return null;
  const limit = CATEGORY_UI.visibleItems;
  const hasMore = categories.length > limit;

  const list = (open: boolean, layout: string) => (
    <ul className={`grid gap-3 ${layout}`}>
      {(open ? categories : categories.slice(0, limit)).map((c) => (
        <li key={c.id}>
          <CategoryItem category={c} current={c.id === currentId} />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby="category-list-title">
      <h2 id="category-list-title" className="mb-3 text-lg font-semibold text-slate-900">
        {title ?? t`Categories`}
      </h2>
      <div className="hidden md:block">
        {list(desktopOpen, 'md:grid-cols-3 lg:grid-cols-6')}
        {hasMore && (
          <Button variant="ghost" className="mt-3" aria-expanded={desktopOpen} onClick={() => setDesktopOpen((o) => !o)}>
            {desktopOpen ? t`Show Less` : t`View All`}
          </Button>
        )}
      </div>
      <div className="scroll-mt-24 md:hidden" ref={mobileRef}>
        {list(mobileOpen, 'grid-cols-2')}
        {hasMore && (
          <Button
            variant="ghost"
            className="mt-3"
            aria-expanded={mobileOpen}
            onClick={() => {
              setMobileOpen((o) => !o);
              if (mobileOpen) setTimeout(() => mobileRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), CATEGORY_UI.collapseScrollMs);
            }}
          >
            {mobileOpen ? t`Show Less` : t`View All`}
          </Button>
        )}
      </div>
    </section>
  );
}
