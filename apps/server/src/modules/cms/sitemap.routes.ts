import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '../../platform/render/escape';
import { systemContext } from '../../platform/services/context';
import { listCmsPages } from './cms.service';

/** The public sections of the route table that search engines may list (guarded and admin screens are left out). */
const SECTIONS = ['/', '/search', '/ads', '/rentals', '/carpooling', '/home-help', '/banner/listing', '/cms', '/terms-policy', '/sitemap', '/enquery'];
const PRIVATE = ['/api/', '/admin', '/profile', '/login', '/createcard', '/createmaster', '/myfavorites', '/banner/create', '/banner/edit/'];

/** /sitemap.xml (sections and active CMS pages) and /robots.txt, both built from PUBLIC_URL. Not API routes. */
export async function sitemapRoutes(app: FastifyInstance) {
  const base = app.deps.config.publicUrl;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const pages = await listCmsPages(systemContext(app.root));
    const urls = [
      ...SECTIONS.map((path) => ({ loc: `${base}${path}`, lastmod: null as string | null })),
      ...pages.map((p) => ({ loc: `${base}${p.page_link}`, lastmod: p.updated_at.slice(0, 10) })),
    ];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((u) => `  <url><loc>${escapeMarkup(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = ['User-agent: *', 'Allow: /', ...PRIVATE.map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
