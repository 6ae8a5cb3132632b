import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_SCRIPT_ID } from '@padosi/shared/first-screen';

/**
 * Starts the query cache from the answers the server put into the page (see @padosi/shared/first-screen), so the
 * first screen renders with its data on the first render: no skeleton, no API round trip, no layout shift. The
 * data is written by our own server from our own API (trusted, so not re-validated); it is read once.
 */
export function seedFirstScreen(client: QueryClient) {
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_SCRIPT_ID);
  if (!script?.textContent) return;
  try {
    const entries = JSON.parse(script.textContent) as [QueryKey, unknown][];
    for (const [key, data] of entries) client.setQueryData(key, data);
  } catch {
    // A broken script only costs the round trips it was meant to save.
  }
  script.remove();
}
