import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../engine/db';
import type { Paged } from '@padosi/shared/paging';

export interface PageWindow {
  offset: number;
  limit: number;
  /** Scan the list backwards (then restore the order): the page is nearer the end than the start. */
  reverse: boolean;
}

/**
 * Where a numbered page lies, read from whichever end of the list is nearer: with the total known, the last
 * page of 100,000 rows costs what the first one does, and the worst case is the middle. Null for a page past
 * the end.
 */
export function pageWindow(total: number, page: number, pageSize: number): PageWindow | null {
  const start = (page - 1) * pageSize;
  if (start >= total) return null;
  const end = Math.min(start + pageSize, total);
  if (start <= total - end) return { offset: start, limit: end - start, reverse: false };
  return { offset: total - end, limit: end - start, reverse: true };
}

export type SortKey = readonly [PgColumn, 'asc' | 'desc'];

/** ORDER BY terms for a sort, forwards or backwards. */
export const orderBy = (keys: readonly SortKey[], reverse = false): SQL[] =>
  keys.map(([column, dir]) => ((dir === 'asc') !== reverse ? asc(column) : desc(column)));

export async function countRows(db: Db, table: Parameters<ReturnType<Db['select']>['from']>[0], where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** What a list route passes down: the validated `page` and `pageSize` (or the spec's fixed size). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** LIMIT and OFFSET of a plain numbered page. */
export const pageSlice = ({ page, pageSize }: PageRequest) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** The one response shape of a list: items, the total for page numbers, and the page asked for. */
export const toPage = <T>(items: T[], total: number, { page, pageSize }: PageRequest): Paged<T> => ({ items, total, page, pageSize });
