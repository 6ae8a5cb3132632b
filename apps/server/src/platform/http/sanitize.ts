import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import sanitizeHtml from 'sanitize-html';
import { isBlankHtml, RICH_TEXT_LIMITS, RICH_TEXT_MESSAGES } from '@padosi/shared/rich-text';
import { Invalid } from './errors';

/**
 * The allow-list for rich text (provider long descriptions, CMS pages), applied when the text is written
 * (ARCHITECTURE §7): simple formatting, lists, two heading levels, quotes and links to web, mail and phone
 * addresses. Everything else is dropped, with the text of unknown tags kept and the content of script/style removed.
 *
 * Self-contained on purpose: the same function runs in the sanitising worker, which gets it as source text.
 */
function richTextSanitizer(sanitize: typeof sanitizeHtml) {
  const SAFE_HREF = /^\s*(https?:\/\/|mailto:|tel:)/i;
  const OPTIONS: sanitizeHtml.IOptions = {
    allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
    transformTags: {
      b: 'strong',
      i: 'em',
      h1: 'h3',
      h2: 'h3',
      div: 'p',
      // Links open in a new tab without handing the opener to the linked page. A link with any other kind of
      // address loses its attributes here and its tags below. (Renaming it to another tag would make
      // sanitize-html close later links with that name.)
      a: (_tag, attribs): sanitizeHtml.Tag =>
        SAFE_HREF.test(attribs.href ?? '')
          ? { tagName: 'a', attribs: { href: attribs.href!.trim(), rel: 'noopener nofollow', target: '_blank' } }
          : { tagName: 'a', attribs: {} },
    },
  };
  // Links cannot nest, so an attribute-less <a> is closed by the next </a>: keep only its text.
  const unwrapBareLinks = (html: string) => html.replace(/<a>([\s\S]*?)<\/a>/g, '$1');
  return (html: string) => unwrapBareLinks(sanitize(html, OPTIONS)).trim();
}

const sanitizeHere = richTextSanitizer(sanitizeHtml);

/** Sanitised HTML, or null when nothing visible is left (on this thread: demo data and unit tests). */
export function sanitizeRichText(html: string): string | null {
  const clean = sanitizeHere(html);
  return isBlankHtml(clean) ? null : clean;
}

/**
 * What a write stores: the sanitised HTML (null when nothing visible is left), made on the sanitising worker so the
 * event loop waits for it without working (issue 29: 40 KB of bare links cost 80–490 ms of loop), and refused with
 * 400 on `field` when it is over the stored limit (the allow-list adds attributes and closing tags).
 */
export async function cleanRichText(html: string, field: string): Promise<string | null> {
  const clean = await sanitizer.run(html);
  if (Buffer.byteLength(clean) > RICH_TEXT_LIMITS.storedBytesMax)
    throw Invalid(RICH_TEXT_MESSAGES.tooMuchMarkup, { [field]: RICH_TEXT_MESSAGES.tooMuchMarkup });
  return isBlankHtml(clean) ? null : clean;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const clean = (${richTextSanitizer.toString()})(require(workerData.sanitizeHtml));
parentPort.on('message', ({ id, html }) => {
  try {
    parentPort.postMessage({ id, clean: clean(html) });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message) });
  }
});
`;

/**
 * One worker thread per process, started on first use and kept unreferenced (it never holds the process open).
 * Writes of rich text are rare and admin- or rate-limited: one thread, its messages queued in order, is enough.
 */
class SanitizerWorker {
  private worker: Worker | null = null;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (clean: string) => void; reject: (err: Error) => void }>();

  run(html: string): Promise<string> {
    const worker = this.worker ?? this.start();
    const id = this.next++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ id, html });
    });
  }

  private start() {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sanitizeHtml: createRequire(import.meta.url).resolve('sanitize-html') } });
    worker.unref();
    worker.on('message', ({ id, clean, error }: { id: number; clean?: string; error?: string }) => {
      const job = this.pending.get(id);
      if (!job) return;
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error !== undefined || clean === undefined) job.reject(new Error(`sanitising failed: ${error}`));
      else job.resolve(clean);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const job of this.pending.values()) job.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the sanitising worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }
}

const sanitizer = new SanitizerWorker();
