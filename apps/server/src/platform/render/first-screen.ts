import type { FastifyInstance } from 'fastify';
import { invalidate, registerCache } from '../cache/cache-bus';
import type { Language } from '@padosi/shared/languages';
import type { Db } from '../engine/db';
import { firstScreenOf, firstScreenPath } from '@padosi/shared/first-screen';
import type { ChunkIndex } from './chunk-index';
import { readScreen, type FirstScreenTags } from './first-screen-tags';
import { renderMarkup, type RenderFirstScreen } from './server-render';

/**
 * The tags of a page, kept for a few seconds per app under the page's own path ("/ads//" is "/ads"): a busy home
 * page then costs one set of API calls per interval, not one per visitor, and the HTML answers in about a
 * millisecond. Only a write the API accepted marks them stale (a refused one wrote nothing), here and through the
 * cache bus in the other processes on the database; a stale or expired page asks its API calls again (their own
 * caches answer) and is rendered again only when their answers changed (issue 29: any refused anonymous POST used
 * to clear every page everywhere, and each new page costs a render).
 */
export function firstScreenRenderer(app: FastifyInstance, db: Db, chunks: ChunkIndex, render: RenderFirstScreen | null) {
  const recent = new Map<string, KeptPage>();
  if (!pagesOf.has(db)) pagesOf.set(db, new Set());
  pagesOf.get(db)!.add(recent);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    await invalidate(db, { cache: FIRST_SCREEN_CACHE });
  });
  return async (pathname: string, language: Language = 'en'): Promise<FirstScreenTags> => {
    const screen = firstScreenOf(pathname);
    // A page without a first screen costs nothing to answer: nothing to keep, and no room taken from those that have one.
    if (!screen) return NO_TAGS;
    const page = firstScreenPath(pathname);
    const key = `${language}:${page}`;
    const now = Date.now();
    const kept = recent.get(key);
    if (kept && !kept.stale && now - kept.at < TAGS_TTL_MS) return kept.tags;
    const fresh = await readScreen(app, screen, chunks, language);
    if (kept && kept.tags.data === fresh.data) {
      kept.at = now;
      kept.stale = false;
      return kept.tags;
    }
    const tags = {
      image: fresh.image,
      modules: fresh.modules,
      data: fresh.data,
      markup: fresh.entries ? await renderMarkup(app, render, page, fresh.entries, language) : '',
    };
    if (!kept && recent.size >= TAGS_MAX_PAGES) recent.delete(recent.keys().next().value!);
    recent.set(key, { at: now, stale: false, tags });
    return tags;
  };
}

interface KeptPage {
  at: number;
  /** A write was accepted since: ask the API calls again before serving it. */
  stale: boolean;
  tags: FirstScreenTags;
}

const TAGS_TTL_MS = 5_000;
const TAGS_MAX_PAGES = 200;

/** The kept pages of every app on a database, which the cache bus marks stale on an accepted write anywhere. */
const FIRST_SCREEN_CACHE = 'first-screen';
const pagesOf = new WeakMap<Db, Set<Map<string, KeptPage>>>();
registerCache(FIRST_SCREEN_CACHE, (db) =>
  pagesOf.get(db)?.forEach((pages) => {
    for (const page of pages.values()) page.stale = true;
  }),
);

const NO_TAGS: FirstScreenTags = { image: '', modules: [], data: '', markup: '' };
