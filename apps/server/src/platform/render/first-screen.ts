import type { FastifyInstance } from 'fastify';
import { invalidate, registerCache } from '../cache/cache-bus';
import type { Db } from '../engine/db';
import type { ChunkIndex } from './chunk-index';
import { buildTags, type FirstScreenTags } from './first-screen-tags';
import type { RenderFirstScreen } from './server-render';

/**
 * The tags of a page, kept for a few seconds per app: a busy home page then costs one set of API calls per
 * interval, not one per visitor, and the HTML answers in about a millisecond. Writes through this process clear
 * them at once, and the cache bus tells the other processes on the database.
 */
export function firstScreenRenderer(app: FastifyInstance, db: Db, chunks: ChunkIndex, render: RenderFirstScreen | null) {
  const recent = new Map<string, { at: number; tags: FirstScreenTags }>();
  if (!pagesOf.has(db)) pagesOf.set(db, new Set());
  pagesOf.get(db)!.add(recent);
  // Any write may change what a first screen shows (a new banner, an edited ad): forget them all, here and in the
  // other processes on this database, so the next page load shows it, as it did when the browser asked the API.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    // A refused request wrote nothing anywhere: no need to tell the other processes.
    if (reply.statusCode < 400) await invalidate(db, { cache: FIRST_SCREEN_CACHE });
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

/** The kept pages of every app on a database, which the cache bus clears on a write anywhere. */
const FIRST_SCREEN_CACHE = 'first-screen';
const pagesOf = new WeakMap<Db, Set<Map<string, unknown>>>();
registerCache(FIRST_SCREEN_CACHE, (db) => pagesOf.get(db)?.forEach((pages) => pages.clear()));
