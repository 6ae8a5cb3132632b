export type PageItem = number | 'gap';

/**
 * The numbered buttons of a pager: always the first and last page, the current one with `around` neighbours
 * on each side, and a gap marker where pages are skipped. A gap never hides a single page.
 */
export function pageItems(current: number, totalPages: number, around = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const wanted = new Set<number>([1, totalPages]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= totalPages) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of pages.entries()) {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  }
  return items;
}
