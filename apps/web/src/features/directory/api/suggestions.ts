import type { SuggestionsResponse } from '@padosi/shared/search-constants';
import { api } from '../../../lib/api-client';

/** GET /api/service-providers/search/suggestions?term= (kept free of query libraries: the header uses it on every page). */
export const fetchSuggestions = (term: string, signal: AbortSignal) =>
  api<SuggestionsResponse>('/api/service-providers/search/suggestions', { query: { term }, signal });
