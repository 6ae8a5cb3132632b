import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { seedFirstScreen } from '../lib/first-screen';
import { newQueryClient } from './query-client';
import { routes } from './routes';

const queryClient = newQueryClient();
seedFirstScreen(queryClient);

export const router = createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
