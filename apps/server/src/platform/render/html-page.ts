import fs from 'node:fs';
import path from 'node:path';
import type { PublicConfig } from '@padosi/shared/site';
import { escapeMarkup } from './escape';

/**
 * Tags early in the head: after the viewport meta, because the preload scanner picks a responsive image's candidate
 * with the viewport as parsed so far. Before it, "100vw" means 980 px and a phone fetched the full-size picture as
 * well as the copy its <img> then chose (decision 1106). Without one, after the charset declaration, which must
 * stay in the first 1024 bytes.
 */
const earlyInHead = (html: string, tags: string) => {
  const anchor = [/<meta name="viewport"[^>]*>/i, /<meta charset=[^>]*>/i, /<head>/i].find((re) => re.test(html))!;
  return html.replace(anchor, (m) => m + tags);
};

const ROOT = '<div id="root"></div>';

const modulePreloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(file)}">`;

/** Vite's entry script and its modulepreload links, taken out of the page and listed entry first. */
function deferEntry(html: string) {
  let entry = '';
  const preloads: string[] = [];
  const rest = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => ((entry = src), ''))
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => (preloads.push(href), ''));
  return { html: rest, modules: entry ? [entry, ...preloads] : [] };
}

/** Where each page gets its public configuration (configMeta): per page, since the society's settings change. */
export const CONFIG_SLOT = '<!--app-config-->';

/** The public configuration as the meta tag the app reads before its first paint (no call needed). */
export const configMeta = (publicConfig: PublicConfig) => `<meta name="app-config" content="${escapeMarkup(JSON.stringify(publicConfig))}">`;

/**
 * The web build's index.html made ready once at start-up: the site's name as the title and the text font asked for
 * with the HTML; CONFIG_SLOT stays for the configuration of each page.
 */
export function readIndexHtml(distDir: string, siteName: string) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${escapeMarkup(siteName)}</title>`);
  // The text font's first face (ASCII, 14 KB; decision 1105), asked for with the HTML: when it arrives after the
  // first render, the text reflows in it and the page shifts (CLS).
  const fonts = fs.readdirSync(path.join(distDir, 'assets')).filter((f) => /^inter-core-[\w-]+\.woff2$/.test(f));
  const fontPreloads = fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeMarkup(f)}">`).join('');
  return earlyInHead(html, fontPreloads);
}

/** How a Hindi page comes by the Devanagari face (decision 2300): asked for with the HTML, or fetched after load. */
export interface HindiFont {
  /** For a browser that has the file cached: the preload (a cache hit) beside the HTML's first bytes. */
  preload: string;
  /** For one that has not: public/font-later.js fetches it once the page has loaded, and sets the cookie. */
  later: string;
}

/** Set by public/font-later.js once the Devanagari file is in the browser's cache. */
const DEVANAGARI_CACHED = /(?:^|;\s*)deva=1(?:;|$)/;
export const hasDevanagariFont = (cookie: string | undefined) => DEVANAGARI_CACHED.test(cookie ?? '');

/**
 * A Hindi page's Devanagari face (decision 2300). Asked for with the HTML on a first visit it cost a slow phone
 * 0.6 s of LCP (the 121 KB file shared the first bytes with the CSS and the largest image; issue 23, docs/performance.md),
 * so a first visit draws Hindi in the phone's own Devanagari font and fetches the file after load; the next pages
 * name it (font-display: optional: a file that comes late is never swapped in and never moves the page).
 */
export function hindiFont(distDir: string): HindiFont {
  const faces = fs.readdirSync(path.join(distDir, 'assets')).filter((f) => /^noto-sans-devanagari-devanagari-wght-normal-[\w-]+\.woff2$/.test(f));
  return {
    preload: faces.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeMarkup(f)}">`).join(''),
    later: faces.map((f) => `<script src="/font-later.js" defer data-font="/assets/${escapeMarkup(f)}"></script>`).join(''),
  };
}

/**
 * The page in its language: `<html lang>`; on a Hindi page the Devanagari face, from the cache (preload, and
 * data-deva, which puts it in the font stack) when the browser has it, else fetched after load.
 */
export function inLanguage(html: string, language: string, font: HindiFont, fontCached: boolean) {
  if (language !== 'hi') return html.replace('<html lang="en"', () => `<html lang="${language}"`);
  if (fontCached) return earlyInHead(html, font.preload).replace('<html lang="en"', () => '<html lang="hi" data-deva');
  return html.replace('<html lang="en"', () => '<html lang="hi"').replace('</body>', () => `${font.later}</body>`);
}

/** The two ways a page is sent, from the prepared index.html: drawn by the browser, or rendered on the server. */
export function htmlPage(indexHtml: string) {
  const deferred = deferEntry(indexHtml);
  return {
    /** A page the browser draws asks for its code at once, with the route's chunks beside the entry's. */
    browserRendered: (image: string, modules: string[]) => earlyInHead(indexHtml, image + modules.map(modulePreloadTag).join('')),
    /**
     * A server-rendered page paints from the HTML; its code is asked for after that first paint (public/boot.js), so
     * a slow connection spends its first bytes on the CSS and the largest image (decision 1104). data-ssr names the
     * page the markup is of: offline, the service worker answers with whichever page it saved last.
     */
    serverRendered: (pathname: string, image: string, modules: string[], markup: string) =>
      earlyInHead(deferred.html, image)
        .replace(ROOT, () => `<div id="root" data-ssr="${escapeMarkup(pathname)}">${markup}</div>`)
        .replace('</body>', () => `<script src="/boot.js" defer data-modules="${escapeMarkup([...deferred.modules, ...modules].join(' '))}"></script></body>`),
  };
}
