import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PublicConfig } from '@padosi/shared/site';
import { newQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { provideConfig } from './lib/config';

const handler = createStaticHandler(routes);

/**
 * The server's render of a landing page's first screen (docs/decisions/1104): the same components, route table and
 * query cache the browser starts from, so the page paints from the HTML and the app, once its code is in, renders
 * the same tree over it. Signed out, as the server does not know the reader. Null when the route redirects or fails.
 */
export async function renderFirstScreen(path: string, entries: [QueryKey, unknown][], config: PublicConfig): Promise<string | null> {
  provideConfig(config);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const client = newQueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  try {
    return await renderToStringAsync(
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </QueryClientProvider>,
    );
  } finally {
    client.clear();
  }
}
