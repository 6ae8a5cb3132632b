import './lib/zod-csp';
import { StrictMode } from 'react';
import { hydrate, render } from 'preact';
import { createRoot } from 'react-dom/client';
import { App, router } from './app/app';
import { getSession } from './lib/auth-store';
import { beginHydration, endHydration, whenHydrated } from './lib/hydration';
import { startLanguage } from './lib/i18n';
import { registerServiceWorker } from './lib/push';
import { refreshStoredUser } from './lib/session-refresh';
import './styles.css';

const root = document.getElementById('root')!;
// Only markup of this very page counts: offline, the service worker answers with whichever page it saved last.
const serverRendered = root.firstElementChild !== null && root.dataset.ssr === location.pathname;

function mount() {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Over the server's render (decision 1104). The server draws the page signed out, so for a signed-out reader the
  // trees match and hydrate adopts the nodes without touching an attribute. A signed-in reader's header differs, and
  // hydrate would keep the server's attributes where they do: Preact's own render keeps the nodes too but rewrites
  // every attribute (a full style pass, the price of being correct). React's createRoot would empty the element.
  if (!serverRendered) createRoot(root).render(app);
  else if (getSession()) render(app, root);
  else {
    beginHydration();
    hydrate(app, root);
    endHydration();
  }
  // Tests and tools wait for this before they act: until now a server-rendered button does nothing.
  whenHydrated(() => requestAnimationFrame(() => document.documentElement.setAttribute('data-app', 'ready')));
  whenHydrated(() => void refreshStoredUser());
}

// A server-rendered page stays as it is until its route's code is in; rendering earlier would put the route's
// loading fallback in its place for a moment. The shell's texts come first, in the page's language (lib/i18n.ts).
void startLanguage().then(() => {
  if (serverRendered && !router.state.initialized) {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      mount();
    });
  } else {
    mount();
  }
});

// The installable PWA's service worker (offline shell, push notifications); not in the dev server, where it would
// cache modules that hot reload replaces. On a server-rendered page this code may run after the load event.
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') void registerServiceWorker();
  else window.addEventListener('load', () => void registerServiceWorker());
}
