import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@padosi/shared/site';
import type { CacheBus } from '../cache/cache-bus';
import { ChunkIndex } from './chunk-index';
import { sendHtml } from './compression';
import { firstScreenRenderer } from './first-screen';
import { textsOf } from './first-screen-tags';
import { pickLanguage } from '@padosi/shared/languages';
import { CONFIG_SLOT, configMeta, hasDevanagariFont, hindiFont, htmlPage, inLanguage, readIndexHtml, type HindiFont } from './html-page';
import { loadServerRender } from './server-render';

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

/**
 * The built React app: hashed assets cached for a year, everything else revalidated, and index.html for any
 * other GET (history fallback) with the public configuration in a meta tag so the first paint needs no call. The
 * configuration is read per page: it holds the society's settings, which the admin console changes while we run.
 * Text files are served from the `.br`/`.gz` files the build made beside them, by the request's Accept-Encoding,
 * with `Vary: Accept-Encoding`.
 */
export async function registerWeb(app: FastifyInstance, caches: CacheBus, distDir: string | null, publicConfig: () => Promise<PublicConfig>) {
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
  let devanagari: HindiFont = { preload: '', later: '' };
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
    indexHtml = readIndexHtml(distDir!, app.deps.config.siteName);
    devanagari = hindiFont(distDir!);
  }

  const { browserRendered, serverRendered } = htmlPage(indexHtml);
  const firstScreen = firstScreenRenderer(app, caches, chunks, hasWeb ? await loadServerRender(distDir!, publicConfig) : null);
  app.setNotFoundHandler(async (request, reply) => {
    // A missing asset (an old chunk after a deploy) is a real 404, never the HTML page.
    const pathname = request.url.split('?')[0]!;
    const isAsset = /^\/(assets|icons)\//.test(pathname) || /^\/[^/]+\.(m?js|css|map|png|jpe?g|gif|svg|webp|ico|woff2?|json|webmanifest|txt)$/i.test(pathname);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isAsset;
    if (isPage && hasWeb) {
      // The preload goes first in the head so the image is asked for with the HTML's first bytes; the data ends
      // the body, where the app's deferred module script reads it.
      // The reader's language (decision 2300): the cookie their choice or sign-in set, else Accept-Language.
      const language = pickLanguage(null, request.headers.cookie, request.headers['accept-language']);
      const { image, modules, data, markup } = await firstScreen(pathname, language);
      // The render is of the page without a query string (page 1, default sort); /ads?page=3 is the browser's to draw.
      const rendered = markup && !request.url.includes('?');
      // A page the browser draws asks for the shell's texts in its language with its code.
      const shellTexts = rendered ? [] : chunks.closure(textsOf([], language)).map((file) => `/${file}`);
      const page = rendered ? serverRendered(pathname, image, modules, markup) : browserRendered(image, [...modules, ...shellTexts]);
      const html = inLanguage(page, language, devanagari, hasDevanagariFont(request.headers.cookie));
      const config = configMeta(await publicConfig());
      return sendHtml(
        request,
        reply,
        html.replace(CONFIG_SLOT, () => config).replace('</body>', () => `${data}</body>`),
      );
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}
