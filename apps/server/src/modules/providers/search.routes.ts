import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { viewerContext } from '../../platform/services/context';
import { ErrorBody } from '@padosi/shared/common';
import { ProviderPage } from '@padosi/shared/providers';
import { SearchQuery, SuggestionsQuery, SuggestionsResponse } from '@padosi/shared/search';
import { searchProviders, suggest } from './search.service';

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Both searches are public, share the search rate limit and refuse a bad or too frequent query the same way.
  const searchRoute = <Q extends z.ZodType, R extends z.ZodType>(summary: string, querystring: Q, found: R) => ({
    config: { policy: 'public' as const, rateLimit: app.limits.search },
    schema: { tags: ['search'], summary, querystring, response: { 200: found, 400: ErrorBody, 429: ErrorBody } },
  });

  r.get(
    '/api/service-providers/search/suggestions',
    searchRoute(
      'Distinct names containing the term (case-insensitive), at most 10 per kind; empty lists for a blank term',
      SuggestionsQuery,
      SuggestionsResponse,
    ),
    async (request) => suggest(viewerContext(app, request), request.query.term),
  );

  r.get(
    '/api/service-providers/search/search_term',
    searchRoute('Providers by full-text relevance, tolerant of misspelt words ("plumbr" finds plumbers)', SearchQuery, ProviderPage),
    async (request) => {
      const { term, page, pageSize, ...filters } = request.query;
      return searchProviders(viewerContext(app, request), term, page, pageSize, filters);
    },
  );
}
