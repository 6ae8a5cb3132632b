import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@padosi/shared/languages';
import type { PublicConfig } from '@padosi/shared/site';

/**
 * The web build's server render (apps/web/src/entry-server.tsx, decision 1104): a page path and the answers its
 * first screen shows, as [query key, data] pairs, to the app's HTML; null when the page does not render there.
 */
export type RenderFirstScreen = (path: string, entries: FirstScreenEntry[], language: Language) => Promise<string | null>;

/** One answer of a first screen, under the query key of the browser hook that shows it. */
export type FirstScreenEntry = [key: readonly unknown[], data: unknown];

/**
 * The server render the web build made beside its browser build (`dist-ssr/entry-server.js`, decision 1104), or
 * null when there is none (the dev server, an older build): pages are then drawn by the browser alone.
 */
export async function loadServerRender(distDir: string, config: () => Promise<PublicConfig>): Promise<RenderFirstScreen | null> {
  const file = path.resolve(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen: (path: string, entries: FirstScreenEntry[], config: PublicConfig, language: Language) => Promise<string | null>;
  };
  // The configuration is read per page: it holds the society's settings, which the admin console changes while we run.
  return async (pathname, entries, language) => mod.renderFirstScreen(pathname, entries, await config(), language);
}

/** A page that fails to render on the server is still served: the browser renders it, as it always could. */
export async function renderMarkup(app: FastifyInstance, render: RenderFirstScreen | null, pathname: string, entries: FirstScreenEntry[], language: Language) {
  if (!render) return '';
  try {
    return (await render(pathname, entries, language)) ?? '';
  } catch (err) {
    app.log.error({ err, pathname }, 'the first screen did not render on the server; the browser renders it');
    return '';
  }
}
