import { i18n, type Messages } from '@lingui/core';
import { loadSharedMessages } from './shared-messages';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, languageFromCookie, type Language } from '@padosi/shared/languages';

/*
 * The app's texts, one compiled catalogue per language and folder (docs/decisions/2300-languages.md): the shell's
 * (shell/, components/, lib/, app/) loads before the first render, a feature's with its route. Each .po file is its
 * own chunk, compiled at build time by @lingui/vite-plugin, so an English page never fetches a Hindi text.
 */
type Catalog = { messages: Messages };
const shellCatalogs = import.meta.glob<Catalog>('../locales/*.po');
const featureCatalogs = import.meta.glob<Catalog>('../features/*/locales/*.po');
const laterCatalogs = import.meta.glob<Catalog>('../locales/later/*.po');
const everyCatalog = { ...shellCatalogs, ...featureCatalogs, ...laterCatalogs };

/** The texts of shared components that only feature pages show (apps/web/lingui.config.ts): every feature route loads them. */
export const LATER_CATALOG = 'later';
const catalogKey = (feature: string | null, language: Language) =>
  feature === LATER_CATALOG ? `../locales/later/${language}.po` : feature ? `../features/${feature}/locales/${language}.po` : `../locales/${language}.po`;

export { i18n };

/** The choice kept in the `lang` cookie, if any. */
export const cookieLanguage = () => (typeof document === 'undefined' ? null : languageFromCookie(document.cookie));

/**
 * The page's language: the cookie's choice, else what the server wrote into `<html lang>` (the browser's
 * Accept-Language on a first visit). The dev server's HTML always says "en", so the cookie comes first.
 */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return cookieLanguage() ?? (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);
}

const loaded = new Set<string>();

/** Loads the shell's catalogue (feature null) or a feature folder's, once per language. */
export async function loadCatalog(feature: string | null, language: Language) {
  const key = catalogKey(feature, language);
  if (loaded.has(key)) return;
  // The shared catalogues' Hindi comes with the shell's texts (lib/shared-messages.ts).
  if (!feature) await loadSharedMessages(language);
  const load = everyCatalog[key];
  // A feature with no texts of its own yet has no catalogue.
  if (!load) return;
  const { messages } = await load();
  i18n.load(language, messages);
  loaded.add(key);
}

/** Every catalogue of a language: the server's render, which draws any landing page. */
export async function loadAllCatalogs(language: Language) {
  const features = Object.keys(featureCatalogs).map((key) => key.split('/')[2]!);
  await Promise.all([loadCatalog(null, language), loadCatalog(LATER_CATALOG, language), ...features.map((feature) => loadCatalog(feature, language))]);
}

/**
 * Before the first render: the shell's texts in the page's language, and that language active. They hold the texts of
 * the header's search box and of the home page's first screen too (lingui.config.ts), so no page waits for another.
 */
export async function startLanguage(language: Language = pageLanguage()) {
  await loadCatalog(null, language);
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** The active language, for a route loading its feature's catalogue (the router starts before the shell's texts are in). */
export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : pageLanguage());

/** Keeps a visitor's choice for the server, which draws the next page in it. */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
