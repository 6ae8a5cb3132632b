import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Skeleton } from '../components/ui/skeleton';
import { HydrateLater } from '../lib/hydrate-later';
import { useToasterWanted } from '../lib/notify';
import { Footer } from './footer';
import { Header } from './header';
import { useAccountLanguage } from './language-switch';
import { ServicePrompt } from './help/service-prompt';
import { SosPanel } from './sos/sos-panel';

const ShellToaster = lazy(() => import('./toaster'));

function PageFallback() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-10 sm:px-6" role="status" aria-live="polite">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
    </div>
  );
}

/**
 * The shell that wraps every route: header (with Help), the service prompt, page, SOS, toasts and footer. The page and
 * footer keep a left gutter as wide as the SOS tab, so the tab never covers a control.
 */
export function Layout() {
  const toasterWanted = useToasterWanted();
  useAccountLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      <HydrateLater>
        <Header />
      </HydrateLater>
      <ServicePrompt />
      <HydrateLater>
        <main id="main" className="flex-1 pl-6" tabIndex={-1}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </HydrateLater>
      <HydrateLater>
        <div className="pl-6">
          <Footer />
        </div>
      </HydrateLater>
      <SosPanel />
      {toasterWanted && (
        <Suspense fallback={null}>
          <ShellToaster />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
