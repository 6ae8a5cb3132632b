import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody } from '@padosi/shared/common';
import { ProviderPage } from '@padosi/shared/providers';
import { SearchQuery, SuggestionsQuery, SuggestionsResponse } from '@padosi/shared/search';
import { searchProviders, suggest } from './search.service';

export async function searchRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];

  r.get(
    '/api/service-providers/search/suggestions',
    {
      config: { policy: 'public', rateLimit: app.limits.search },
      schema: {
        tags,
        summary: 'Distinct names containing the term (case-insensitive), at most 10 per kind; empty lists for a blank term',
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => suggest(app.deps, request.query.term),
  );

  r.get(
    '/api/service-providers/search/search_term',
    {
      config: { policy: 'public', rateLimit: app.limits.search },
      schema: {
        tags,
        summary: 'Providers by full-text relevance, tolerant of misspelt words ("plumbr" finds plumbers)',
        querystring: SearchQuery,
        response: { 200: ProviderPage, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { term, page, pageSize, ...filters } = request.query;
      return searchProviders(app.deps, term, page, pageSize, filters);
    },
  );
}
