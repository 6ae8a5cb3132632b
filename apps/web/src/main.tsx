import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/push';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The installable PWA's service worker (offline shell, push notifications); not in the dev server, where it would
// cache modules that hot reload replaces.
if (import.meta.env.PROD) window.addEventListener('load', () => void registerServiceWorker());
