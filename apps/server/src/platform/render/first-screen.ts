import type { FastifyInstance } from 'fastify';
import { invalidate, registerCache } from '../cache/cache-bus';
import type { Db } from '../engine/db';
import { FIRST_SCREEN_SCRIPT_ID, firstScreenOf, type PreloadImage } from '@padosi/shared/first-screen';
import type { Language } from '@padosi/shared/languages';

/**
 * The web build's server render (apps/web/src/entry-server.tsx, decision 1104): a page path and the answers its
 * first screen shows, as [query key, data] pairs, to the app's HTML; null when the page does not render there.
 */
export type RenderFirstScreen = (path: string, entries: FirstScreenEntry[], language: Language) => Promise<string | null>;

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

/**
 * The catalogues a page's code shows its texts from (decision 2300), in its language: the shell's (with the
 * directory's, whose search box is in the header) and its features'.
 */
export const textsOf = (modules: string[], language: Language) => [
  `src/locales/${language}.po`,
  `src/features/directory/locales/${language}.po`,
  ...new Set(modules.flatMap((m) => (m.startsWith('src/features/') ? [`src/features/${m.split('/')[2]}/locales/${language}.po`] : []))),
];

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
  return async (pathname: string, language: Language = 'en'): Promise<FirstScreenTags> => {
    const now = Date.now();
    const key = `${language}:${pathname}`;
    const cached = recent.get(key);
    if (cached && now - cached.at < TAGS_TTL_MS) return cached.tags;
    const tags = await buildTags(app, pathname, chunks, render, language);
    if (recent.size >= TAGS_MAX_PAGES) recent.delete(recent.keys().next().value!);
    recent.set(key, { at: now, tags });
    return tags;
  };
}

const TAGS_TTL_MS = 5_000;
const TAGS_MAX_PAGES = 200;

/** The kept pages of every app on a database, which the cache bus clears on a write anywhere. */
const FIRST_SCREEN_CACHE = 'first-screen';
const pagesOf = new WeakMap<Db, Set<Map<string, unknown>>>();
registerCache(FIRST_SCREEN_CACHE, (db) => pagesOf.get(db)?.forEach((pages) => pages.clear()));

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
 * The tags that let a page paint without waiting for its JavaScript to ask the API: the answers of its first
 * screen's public calls as an inline JSON script (data, not code: the CSP needs no change) and a high-priority
 * preload of its largest image. The calls go through the app itself (inject), so they are the very answers the
 * API would give, from its caches. A call that fails is left out; the browser then asks for it as before.
 */
async function buildTags(
  app: FastifyInstance,
  pathname: string,
  chunks: ChunkIndex,
  render: RenderFirstScreen | null,
  language: Language,
): Promise<FirstScreenTags> {
  const screen = firstScreenOf(pathname);
  if (!screen) return { image: '', modules: [], data: '', markup: '' };
  const modules = chunks.closure([...screen.modules, ...textsOf(screen.modules, language)]).map((file) => `/${file}`);
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
  if (found.length === 0) return { image: '', modules, data: '', markup: '' };
  const entries = found.map((a): FirstScreenEntry => [a.key, a.data]);
  const data = `<script type="application/json" id="${FIRST_SCREEN_SCRIPT_ID}">${scriptJson(entries)}</script>`;
  const images = [screen.lcpImage?.(answers.map((a) => a?.data)) ?? []].flat();
  // Only our own stored images; a foreign URL would be blocked by the CSP anyway.
  const imagePreload = images
    .filter((image) => isOwnPath(image.href))
    .map(imagePreloadTag)
    .join('');
  return { image: imagePreload, modules, data, markup: await renderMarkup(app, render, pathname, entries, language) };
}

/** A page that fails to render on the server is still served: the browser renders it, as it always could. */
async function renderMarkup(app: FastifyInstance, render: RenderFirstScreen | null, pathname: string, entries: FirstScreenEntry[], language: Language) {
  if (!render) return '';
  try {
    return (await render(pathname, entries, language)) ?? '';
  } catch (err) {
    app.log.error({ err, pathname }, 'the first screen did not render on the server; the browser renders it');
    return '';
  }
}
