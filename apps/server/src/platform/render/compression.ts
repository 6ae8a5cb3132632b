import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below about one TCP segment compression saves no round trip; above it JSON shrinks 5–10×. */
export const COMPRESS_THRESHOLD = 1400;

/**
 * On-the-fly compression for what is made per request (API JSON, the HTML page): brotli at quality 4, which costs
 * about what gzip does and still beats it. Built assets never come here: they are compressed at build time and
 * served as they are (see registerWeb). Registered before the routes, whose hooks it adds to.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** The encoding a client accepts, brotli first; `q=0` refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const htmlMemo = new Map<string, Buffer>();

/**
 * The HTML page, compressed here because the not-found handler is no route and the compression hooks skip it. The
 * page changes only when its inlined data does, so the last few compressed copies are kept.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const key = `${encoding}:${html}`;
  let body = htmlMemo.get(key);
  if (!body) {
    const data = Buffer.from(html);
    body = encoding === 'br' ? zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : zlib.gzipSync(data, { level: 6 });
    if (htmlMemo.size >= 8) htmlMemo.delete(htmlMemo.keys().next().value!);
    htmlMemo.set(key, body);
  }
  return reply.header('Content-Encoding', encoding).send(body);
}
