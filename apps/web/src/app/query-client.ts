import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** The query cache's defaults, the same in the browser and in the server's first-screen render. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; a network blip might.
        retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      },
    },
  });
