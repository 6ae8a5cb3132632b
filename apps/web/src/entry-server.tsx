import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@padosi/shared/languages';
import type { PublicConfig } from '@padosi/shared/site';
import { newQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { provideConfig } from './lib/config';
import { i18n, loadAllCatalogs } from './lib/i18n';

const handler = createStaticHandler(routes);

/**
 * The server's render of a landing page's first screen (docs/decisions/1104): the same components, route table and
 * query cache the browser starts from, so the page paints from the HTML and the app, once its code is in, renders
 * the same tree over it. Signed out, as the server does not know the reader, in the reader's language. Null when the
 * route redirects or fails.
 */
export function renderFirstScreen(path: string, entries: [QueryKey, unknown][], config: PublicConfig, language: Language = 'en'): Promise<string | null> {
  // One render at a time: the texts' language is the one global i18n's (lib/i18n.ts), and a render awaits.
  const run = queue.then(() => render(path, entries, config, language));
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<unknown> = Promise.resolve();

async function render(path: string, entries: [QueryKey, unknown][], config: PublicConfig, language: Language): Promise<string | null> {
  provideConfig(config);
  await loadAllCatalogs(language);
  i18n.activate(language);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const client = newQueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  try {
    return await renderToStringAsync(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nProvider>,
    );
  } finally {
    client.clear();
  }
}
