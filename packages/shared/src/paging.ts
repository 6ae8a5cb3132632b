import { z } from 'zod';

/**
 * The one paging contract of every list: `page` (from 1, bounded) and `pageSize` (capped) in the query, and
 * `{ items, total, page, pageSize }` back. A page past the end answers an empty `items` with the real total;
 * a page outside the bounds answers 400, so no client can ask the database for an offset in the billions.
 */
export const PAGE_MAX = 10_000;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** The page number alone, for lists whose page size is fixed by the spec (rides, home-help requests). */
export const pageNumber = (pageMax: number = PAGE_MAX) => z.coerce.number().int().min(1).max(pageMax).default(1);

export interface PageQueryOptions {
  pageSize?: number;
  pageSizeMax?: number;
  pageMax?: number;
}

/** `page` and `pageSize` query parameters with this list's default and caps. */
export const pageQuery = ({ pageSize = PAGE_SIZE_DEFAULT, pageSizeMax = PAGE_SIZE_MAX, pageMax = PAGE_MAX }: PageQueryOptions = {}) =>
  z.object({
    page: pageNumber(pageMax),
    pageSize: z.coerce.number().int().min(1).max(Math.min(pageSizeMax, PAGE_SIZE_MAX)).default(pageSize),
  });

export const PageQuery = pageQuery();
export type PageQuery = z.infer<typeof PageQuery>;

/** The one response shape of a page of `item`: the schema for routes, and (as a type) what a client gets back. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The page after `last`, or undefined on the last page ("Load more" lists). */
export const nextPage = (last: { page: number; pageSize: number; total: number }) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);
