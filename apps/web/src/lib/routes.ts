import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A feature's route table from its lazily loaded pages and [path, page] pairs: every page is its own chunk,
 * loaded when one of its paths is first visited.
 */
export const pageRoutes = <K extends string>(pages: Record<K, PageModule>, paths: ReadonlyArray<readonly [string, K]>): RouteObject[] =>
  paths.map(([path, key]) => ({ path, lazy: async () => ({ Component: (await pages[key]()).default }) }));
