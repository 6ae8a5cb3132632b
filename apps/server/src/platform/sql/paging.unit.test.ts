import { describe, expect, it } from 'vitest';
import { pageWindow } from './paging';

describe('pageWindow', () => {
  it('reads early pages forwards', () => {
    expect(pageWindow(100, 1, 8)).toEqual({ offset: 0, limit: 8, reverse: false });
    expect(pageWindow(100, 6, 8)).toEqual({ offset: 40, limit: 8, reverse: false });
  });

  it('reads late pages backwards from the end, including a short last page', () => {
    // 100 rows: page 13 holds rows 96–99 (4 rows), the first 4 of the reversed list.
    expect(pageWindow(100, 13, 8)).toEqual({ offset: 0, limit: 4, reverse: true });
    // page 12 holds rows 88–95: skip the last 4 rows from the end.
    expect(pageWindow(100, 12, 8)).toEqual({ offset: 4, limit: 8, reverse: true });
    expect(pageWindow(100, 7, 8)).toEqual({ offset: 44, limit: 8, reverse: true });
  });

  it('returns null past the end and for an empty list', () => {
    expect(pageWindow(100, 14, 8)).toBeNull();
    expect(pageWindow(0, 1, 8)).toBeNull();
  });

  it('covers every row exactly once across all pages', () => {
    for (const total of [1, 7, 8, 9, 64, 101]) {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const w = pageWindow(total, page, 8);
        if (!w) break;
        const rows = w.reverse
          ? Array.from({ length: w.limit }, (_, i) => total - 1 - w.offset - i).reverse()
          : Array.from({ length: w.limit }, (_, i) => w.offset + i);
        seen.push(...rows);
      }
      expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });
});
