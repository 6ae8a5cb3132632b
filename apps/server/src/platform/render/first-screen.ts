import type { FastifyInstance } from 'fastify';
import { invalidate, registerCache } from '../cache/cache-bus';
import type { Db } from '../engine/db';
import { FIRST_SCREEN_SCRIPT_ID, firstScreenOf, firstScreenPath, type FirstScreen, type PreloadImage } from '@padosi/shared/first-screen';

/**
 * The web build's server render (apps/web/src/entry-server.tsx, decision 1104): a page path and the answers its
 * first screen shows, as [query key, data] pairs, to the app's HTML; null when the page does not render there.
 */
export type RenderFirstScreen = (path: string, entries: FirstScreenEntry[]) => Promise<string | null>;

/** One answer of a first screen, under the query key of the browser hook that shows it. */
export type FirstScreenEntry = [key: readonly unknown[], data: unknown];

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * Vite's build manifest, to name a page's lazy route chunks (and what they import) in the HTML as modulepreload
 * links: the browser fetches them with the entry instead of one after another once the router has run.
 */
export class ChunkIndex {
  private readonly entryFiles: Set<string>;

  constructor(private readonly manifest: Record<string, ManifestChunk>) {
    const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    this.entryFiles = new Set(this.walk(entry));
  }

  static empty = () => new ChunkIndex({});

  private walk(keys: string[], seen = new Set<string>(), files: string[] = []) {
    for (const key of keys) {
      const chunk = this.manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      files.push(chunk.file);
      this.walk(chunk.imports ?? [], seen, files);
    }
    return files;
  }

  /** The files of the given modules and their static imports, less what the entry already loads. */
  closure(modules: string[]) {
    return this.walk(modules).filter((f) => !this.entryFiles.has(f) && f.endsWith('.js'));
  }
}

const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

function imagePreloadTag(image: PreloadImage) {
  const responsive = image.srcset && image.sizes ? ` imagesrcset="${escapeAttr(image.srcset)}" imagesizes="${escapeAttr(image.sizes)}"` : '';
  const media = image.media ? ` media="${escapeAttr(image.media)}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttr(image.href)}"${responsive}${media} fetchpriority="high">`;
}

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

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
  return async (pathname: string): Promise<FirstScreenTags> => {
    const screen = firstScreenOf(pathname);
    // A page without a first screen costs nothing to answer: nothing to keep, and no room taken from those that have one.
    if (!screen) return NO_TAGS;
    const page = firstScreenPath(pathname);
    const now = Date.now();
    const kept = recent.get(page);
    if (kept && !kept.stale && now - kept.at < TAGS_TTL_MS) return kept.tags;
    const fresh = await readScreen(app, screen, chunks);
    if (kept && kept.tags.data === fresh.data) {
      kept.at = now;
      kept.stale = false;
      return kept.tags;
    }
    const tags = {
      image: fresh.image,
      modules: fresh.modules,
      data: fresh.data,
      markup: fresh.entries ? await renderMarkup(app, render, page, fresh.entries) : '',
    };
    if (!kept && recent.size >= TAGS_MAX_PAGES) recent.delete(recent.keys().next().value!);
    recent.set(page, { at: now, stale: false, tags });
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

export interface FirstScreenTags {
  /** `<link rel="preload">` of the page's largest image, or empty. */
  image: string;
  /** The page's route chunks and their imports, less what the entry loads: /assets/… paths. */
  modules: string[];
  data: string;
  /** The page's first screen as HTML, for inside #root; empty when there is no server render. */
  markup: string;
}

/**
 * What lets a page paint without waiting for its JavaScript to ask the API: the answers of its first screen's
 * public calls as an inline JSON script (data, not code: the CSP needs no change) and a high-priority preload of its
 * largest image. The calls go through the app itself (inject), so they are the very answers the API would give,
 * from its caches. A call that fails is left out; the browser then asks for it as before.
 */
async function readScreen(app: FastifyInstance, screen: FirstScreen, chunks: ChunkIndex) {
  const modules = chunks.closure(screen.modules).map((file) => `/${file}`);
  const answers = await Promise.all(
    screen.calls.map(async (call) => {
      try {
        const res = await app.inject({ method: 'GET', url: call.url, headers: { accept: 'application/json' } });
        if (res.statusCode !== 200) return null;
        const body = res.json() as Record<string, unknown>;
        return { key: call.key, data: call.pick ? body[call.pick] : body };
      } catch {
        return null;
      }
    }),
  );
  const found = answers.filter((a) => a !== null);
  if (found.length === 0) return { image: '', modules, data: '', entries: null };
  const entries = found.map((a): FirstScreenEntry => [a.key, a.data]);
  const data = `<script type="application/json" id="${FIRST_SCREEN_SCRIPT_ID}">${scriptJson(entries)}</script>`;
  const images = [screen.lcpImage?.(answers.map((a) => a?.data)) ?? []].flat();
  // Only our own stored images; a foreign URL would be blocked by the CSP anyway.
  const image = images
    .filter((i) => isOwnPath(i.href))
    .map(imagePreloadTag)
    .join('');
  return { image, modules, data, entries };
}

/** A page that fails to render on the server is still served: the browser renders it, as it always could. */
async function renderMarkup(app: FastifyInstance, render: RenderFirstScreen | null, pathname: string, entries: FirstScreenEntry[]) {
  if (!render) return '';
  try {
    return (await render(pathname, entries)) ?? '';
  } catch (err) {
    app.log.error({ err, pathname }, 'the first screen did not render on the server; the browser renders it');
    return '';
  }
}
