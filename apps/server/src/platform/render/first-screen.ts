import type { FastifyInstance } from 'fastify';
import type { CacheBus } from '../cache/cache-bus';
import type { ChunkIndex } from './chunk-index';
import { buildTags, type FirstScreenTags } from './first-screen-tags';
import type { RenderFirstScreen } from './server-render';

/**
 * The tags of a page, kept for a few seconds per app: a busy home page then costs one set of API calls per
 * interval, not one per visitor, and the HTML answers in about a millisecond. Writes through this process clear
 * them at once, and the cache bus tells the other processes on the database.
 */
export function firstScreenRenderer(app: FastifyInstance, caches: CacheBus, chunks: ChunkIndex, render: RenderFirstScreen | null) {
  const recent = new Map<string, { at: number; tags: FirstScreenTags }>();
  // This app's pages join this app's cache bus: a write in another app or process clears them through PostgreSQL.
  caches.join(FIRST_SCREEN_CACHE, () => recent.clear());
  // Any write may change what a first screen shows (a new banner, an edited ad): forget them all, here and in the
  // other processes on this database, so the next page load shows it, as it did when the browser asked the API.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    // A refused request wrote nothing anywhere: no need to tell the other processes.
    if (reply.statusCode < 400) await caches.invalidate({ cache: FIRST_SCREEN_CACHE });
    else recent.clear();
  });
  return async (pathname: string): Promise<FirstScreenTags> => {
    const now = Date.now();
    const cached = recent.get(pathname);
    if (cached && now - cached.at < TAGS_TTL_MS) return cached.tags;
    const tags = await buildTags(app, pathname, chunks, render);
    if (recent.size >= TAGS_MAX_PAGES) recent.delete(recent.keys().next().value!);
    recent.set(pathname, { at: now, tags });
    return tags;
  };
}

const TAGS_TTL_MS = 5_000;
const TAGS_MAX_PAGES = 200;

/** The cache bus's name for an app's kept pages, which it clears on a write anywhere. */
const FIRST_SCREEN_CACHE = 'first-screen';
