import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicConfig } from '@padosi/shared/site';
import type { Db } from './db';
import { ChunkIndex, firstScreenRenderer, type FirstScreenEntry, type RenderFirstScreen } from './first-screen';

const YEAR = 31_536_000;
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Below about one TCP segment compression saves no round trip; above it JSON shrinks 5–10×. */
export const COMPRESS_THRESHOLD = 1400;

/**
 * On-the-fly compression for what is made per request (API JSON, the HTML page): brotli at quality 4, which costs
 * about what gzip does and still beats it. Built assets never come here: they are compressed at build time and
 * served as they are (see registerWeb). Registered before the routes, whose hooks it adds to.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const UPLOAD_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Stored images: random names never change content, so they cache for 30 days. An image stored before the medium
 * copies were made (or restored from such a backup) gets its copy on the first request for it (decision 1106).
 */
export async function registerUploads(app: FastifyInstance) {
  app.get<{ Params: { folder: string; hex: string } }>(
    '/uploads/:folder/:hex(^[a-f0-9]{32})-medium.webp',
    { schema: { hide: true } },
    async (request, reply) => {
      const copy = await app.deps.uploads.mediumCopy(request.params.folder, request.params.hex);
      if (!copy) return reply.status(404).send({ error: 'Not found.' });
      return reply.type('image/webp').header('Cache-Control', `public, max-age=${UPLOAD_MAX_AGE_S}, immutable`).send(copy);
    },
  );
  await app.register(fastifyStatic, {
    root: app.deps.uploads.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: UPLOAD_MAX_AGE_S * 1000,
    immutable: true,
  });
}

/** The encoding a client accepts, brotli first; `q=0` refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Inserts tags at the top of the head, after the charset declaration, which must stay in the first 1024 bytes. */
/**
 * Tags early in the head: after the viewport meta, because the preload scanner picks a responsive image's candidate
 * with the viewport as parsed so far. Before it, "100vw" means 980 px and a phone fetched the full-size picture as
 * well as the copy its <img> then chose (decision 1106).
 */
const earlyInHead = (html: string, tags: string) => {
  const anchor = [/<meta name="viewport"[^>]*>/i, /<meta charset=[^>]*>/i, /<head>/i].find((re) => re.test(html))!;
  return html.replace(anchor, (m) => m + tags);
};

const htmlMemo = new Map<string, Buffer>();

/**
 * The HTML page, compressed here because the not-found handler is no route and the compression hooks skip it. The
 * page changes only when its inlined data does, so the last few compressed copies are kept.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const key = `${encoding}:${html}`;
  let body = htmlMemo.get(key);
  if (!body) {
    const data = Buffer.from(html);
    body = encoding === 'br' ? zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(data, { level: 6 });
    if (htmlMemo.size >= 8) htmlMemo.delete(htmlMemo.keys().next().value!);
    htmlMemo.set(key, body);
  }
  return reply.header('Content-Encoding', encoding).send(body);
}

const ROOT = '<div id="root"></div>';

const modulePreloadTag = (file: string) => `<link rel="modulepreload" crossorigin href="${escapeAttr(file)}">`;

/** Vite's entry script and its modulepreload links, taken out of the page and listed entry first. */
function deferEntry(html: string) {
  let entry = '';
  const preloads: string[] = [];
  const rest = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => ((entry = src), ''))
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => (preloads.push(href), ''));
  return { html: rest, modules: entry ? [entry, ...preloads] : [] };
}

/**
 * The server render the web build made beside its browser build (`dist-ssr/entry-server.js`, decision 1104), or
 * null when there is none (the dev server, an older build): pages are then drawn by the browser alone.
 */
async function loadServerRender(distDir: string, config: () => Promise<PublicConfig>): Promise<RenderFirstScreen | null> {
  const file = path.resolve(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen: (path: string, entries: FirstScreenEntry[], config: PublicConfig) => Promise<string | null>;
  };
  return async (pathname, entries) => mod.renderFirstScreen(pathname, entries, await config());
}

/**
 * The built React app: hashed assets cached for a year, everything else revalidated, and index.html for any
 * other GET (history fallback) with the public configuration in a meta tag so the first paint needs no call. The
 * configuration is read per page (it holds the society's settings, which the console changes while we run).
 * Text files are served from the `.br`/`.gz` files the build made beside them, by the request's Accept-Encoding,
 * with `Vary: Accept-Encoding`.
 */
export async function registerWeb(app: FastifyInstance, db: Db, distDir: string | null, publicConfig: () => Promise<PublicConfig>) {
  const isApiPath = (url: string) => /^\/(api|review|uploads)(\/|$|\?)/.test(url);
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);

  // Helmet's document policies (CSP, frame, referrer, HSTS…) mean nothing on a script, style or font, yet cost about
  // 1 KB a response; a phone loading 20 files pays 20 KB for them. Assets keep nosniff and the resource policy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/')) for (const h of DOCUMENT_ONLY_HEADERS) reply.removeHeader(h);
    return payload;
  });

  let indexHtml = '';
  let chunks = ChunkIndex.empty();
  if (hasWeb) {
    const manifestFile = path.join(distDir!, '.vite', 'manifest.json');
    if (fs.existsSync(manifestFile)) chunks = new ChunkIndex(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: '/',
      index: false,
      wildcard: false,
      // /robots.txt is a route built from PUBLIC_URL (cms sitemap routes); a robots.txt left in an older build
      // would declare the same route twice and stop the server.
      globIgnore: ['robots.txt'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
    indexHtml = fs.readFileSync(indexFile!, 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(app.deps.config.siteName)}</title>`);
    // The text font's first face (ASCII, 14 KB; decision 1105), asked for with the HTML: when it arrives after the
    // first render, the text reflows in it and the page shifts (CLS).
    const fonts = fs.readdirSync(path.join(distDir!, 'assets')).filter((f) => /^inter-core-[\w-]+\.woff2$/.test(f));
    const fontPreloads = fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${escapeAttr(f)}">`).join('');
    indexHtml = earlyInHead(indexHtml, fontPreloads);
  }

  // A page the browser draws asks for its code at once, with the route's chunks beside the entry's.
  const browserRendered = (image: string, modules: string[]) => earlyInHead(indexHtml, image + modules.map(modulePreloadTag).join(''));
  // A server-rendered page paints from the HTML; its code is asked for after that first paint (public/boot.js), so
  // a slow connection spends its first bytes on the CSS and the largest image (decision 1104). data-ssr names the
  // page the markup is of: offline, the service worker answers with whichever page it saved last.
  const deferred = deferEntry(indexHtml);
  const serverRendered = (pathname: string, image: string, modules: string[], markup: string) =>
    earlyInHead(deferred.html, image)
      .replace(ROOT, () => `<div id="root" data-ssr="${escapeAttr(pathname)}">${markup}</div>`)
      .replace('</body>', () => `<script src="/boot.js" defer data-modules="${escapeAttr([...deferred.modules, ...modules].join(' '))}"></script></body>`);

  const firstScreen = firstScreenRenderer(app, db, chunks, hasWeb ? await loadServerRender(distDir!, publicConfig) : null);
  app.setNotFoundHandler(async (request, reply) => {
    // A missing asset (an old chunk after a deploy) is a real 404, never the HTML page.
    const pathname = request.url.split('?')[0]!;
    const isAsset = /^\/(assets|icons)\//.test(pathname) || /^\/[^/]+\.(m?js|css|map|png|jpe?g|gif|svg|webp|ico|woff2?|json|webmanifest|txt)$/i.test(pathname);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isAsset;
    if (isPage && hasWeb) {
      // The preload goes first in the head so the image is asked for with the HTML's first bytes; the data ends
      // the body, where the app's deferred module script reads it.
      const { image, modules, data, markup } = await firstScreen(pathname);
      // The render is of the page without a query string (page 1, default sort); /ads?page=3 is the browser's to draw.
      const html = markup && !request.url.includes('?') ? serverRendered(pathname, image, modules, markup) : browserRendered(image, modules);
      const config = `<meta name="app-config" content="${escapeAttr(JSON.stringify(await publicConfig()))}">`;
      return sendHtml(
        request,
        reply,
        html.replace('<!--app-config-->', () => config).replace('</body>', () => `${data}</body>`),
      );
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}
