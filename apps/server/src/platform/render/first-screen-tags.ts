import type { FastifyInstance } from 'fastify';
import { FIRST_SCREEN_SCRIPT_ID, type FirstScreen, type PreloadImage } from '@padosi/shared/first-screen';
import type { ChunkIndex } from './chunk-index';
import { escapeMarkup } from './escape';
import type { Language } from '@padosi/shared/languages';
import type { FirstScreenEntry } from './server-render';

export interface FirstScreenTags {
  /** `<link rel="preload">` of the page's largest image, or empty. */
  image: string;
  /** The page's route chunks and their imports, less what the entry loads: /assets/… paths. */
  modules: string[];
  data: string;
  /** The page's first screen as HTML, for inside #root; empty when there is no server render. */
  markup: string;
}

const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

function imagePreloadTag(image: PreloadImage) {
  const responsive = image.srcset && image.sizes ? ` imagesrcset="${escapeMarkup(image.srcset)}" imagesizes="${escapeMarkup(image.sizes)}"` : '';
  const media = image.media ? ` media="${escapeMarkup(image.media)}"` : '';
  return `<link rel="preload" as="image" href="${escapeMarkup(image.href)}"${responsive}${media} fetchpriority="high">`;
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
 * The catalogues a page's code shows its texts from (decision 2300), in its language: the shell's (with the
 * directory's, whose search box is in the header) and its features'.
 */
export const textsOf = (modules: string[], language: Language) => [
  `src/locales/${language}.po`,
  `src/features/directory/locales/${language}.po`,
  ...new Set(modules.flatMap((m) => (m.startsWith('src/features/') ? [`src/features/${m.split('/')[2]}/locales/${language}.po`] : []))),
];

/**
 * What lets a page paint without waiting for its JavaScript to ask the API: the answers of its first screen's
 * public calls as an inline JSON script (data, not code: the CSP needs no change), with the entries the server
 * render draws from, and a high-priority preload of its largest image. The calls go through the app itself
 * (inject), so they are the very answers the API would give, from its caches. A call that fails is left out; the
 * browser then asks for it as before.
 */
export async function readScreen(app: FastifyInstance, screen: FirstScreen, chunks: ChunkIndex, language: Language) {
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
