import type { SuggestionsResponse } from '@padosi/shared/search';

/**
 * Suggestions are public, the same for everyone, and asked for on every pause in typing, mostly with the same
 * few prefixes. A short-lived in-process cache answers repeats without touching the database (which on PGlite
 * shares the one main thread with every request). Provider and category writes on this instance clear it;
 * other changes (a renamed user, writes on other instances behind a load balancer) show within TTL_MS.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

const entries = new Map<string, { at: number; value: SuggestionsResponse }>();

export function cachedSuggestions(key: string): SuggestionsResponse | undefined {
  const hit = entries.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at > TTL_MS) {
    entries.delete(key);
    return undefined;
  }
  // Re-insert so the Map's order is least recently used first.
  entries.delete(key);
  entries.set(key, hit);
  return hit.value;
}

export function storeSuggestions(key: string, value: SuggestionsResponse) {
  entries.set(key, { at: Date.now(), value });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

export function invalidateSuggestions() {
  entries.clear();
}
