import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@padosi/shared/site';

const YEAR = 31_536_000;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Stored images: random names never change content, so they cache for 30 days. */
export async function registerUploads(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: app.deps.uploads.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '30d',
    immutable: true,
  });
}

/**
 * The built React app: hashed assets cached for a year, everything else revalidated, and index.html for any
 * other GET (history fallback) with the public configuration in a meta tag so the first paint needs no call.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | null, publicConfig: PublicConfig) {
  const isApiPath = (url: string) => /^\/(api|review|uploads)(\/|$|\?)/.test(url);
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const hasWeb = indexFile !== null && fs.existsSync(indexFile);

  let indexHtml = '';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
    indexHtml = fs
      .readFileSync(indexFile!, 'utf8')
      .replace('<!--app-config-->', `<meta name="app-config" content="${escapeAttr(JSON.stringify(publicConfig))}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(publicConfig.siteName)}</title>`);
  }

  app.setNotFoundHandler((request, reply) => {
    // A missing asset (an old chunk after a deploy) is a real 404, never the HTML page.
    const pathname = request.url.split('?')[0]!;
    const isAsset = /^\/(assets|icons)\//.test(pathname) || /^\/[^/]+\.(m?js|css|map|png|jpe?g|gif|svg|webp|ico|woff2?|json|webmanifest|txt)$/i.test(pathname);
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && !isAsset;
    if (isPage && hasWeb) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}
