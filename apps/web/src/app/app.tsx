import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { seedFirstScreen } from '../lib/first-screen';
import { i18n } from '../lib/i18n';
import { newQueryClient } from './query-client';
import { routes } from './routes';

const queryClient = newQueryClient();
seedFirstScreen(queryClient);

export const router = createBrowserRouter(routes);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
