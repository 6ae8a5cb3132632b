/**
 * The portal's languages (docs/decisions/2300-languages.md). The browser and the server pick the same one for a
 * request: the signed-in user's stored choice, else the `lang` cookie, else the first supported Accept-Language.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice (and a signed-in user's, so the server knows it for the HTML). */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives a session. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's name in its own script, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Intl's locale of each language: Indian digit grouping (lakh, crore) and Indian date order in both. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language of an Accept-Language header, by quality then order ("hi-IN,hi;q=0.9,en;q=0.8" → hi).
 * Only the first 20 entries are read: the header is the client's and may be long.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.slice(0, 500).split(',', 20)) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** The `lang` cookie's value in a Cookie header, when it names a supported language. */
export function languageFromCookie(header: string | undefined | null): Language | null {
  if (!header) return null;
  for (const part of header.slice(0, 4096).split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/** The request's language: the stored choice, else the cookie, else Accept-Language, else English. */
export const pickLanguage = (stored: string | null | undefined, cookieHeader?: string | null, acceptLanguage?: string | null): Language =>
  (isLanguage(stored) ? stored : null) ?? languageFromCookie(cookieHeader) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
