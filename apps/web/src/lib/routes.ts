import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { activeLanguage, LATER_CATALOG, loadCatalog } from './i18n';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A lazily loaded page of a feature folder, with that folder's texts in the active language (lib/i18n.ts): the page
 * becomes its own chunk, loaded with its catalogue when one of its paths is first visited. `null`: a page whose texts
 * are the shell's (the home page's first screen). A feature page also loads the texts of the shared components that
 * only feature pages show (LATER_CATALOG).
 */
export const featurePage = (feature: string | null, load: PageModule) => async () => {
  const language = activeLanguage();
  const [page] = await Promise.all([load(), loadCatalog(feature, language), feature ? loadCatalog(LATER_CATALOG, language) : null]);
  return { Component: page.default };
};

/** A feature's route table from its lazily loaded pages and [path, page] pairs (see featurePage). */
export const pageRoutes = <K extends string>(feature: string, pages: Record<K, PageModule>, paths: ReadonlyArray<readonly [string, K]>): RouteObject[] =>
  paths.map(([path, key]) => ({ path, lazy: featurePage(feature, pages[key]) }));
