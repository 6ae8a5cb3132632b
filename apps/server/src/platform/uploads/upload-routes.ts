import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const UPLOAD_MAX_AGE_S = 30 * 24 * 3600;

/**
 * Stored images: random names never change content, so they cache for 30 days. An image stored before the medium
 * copies were made (or restored from such a backup) gets its copy on the first request for it (decision 1106).
 */
export async function registerUploads(app: FastifyInstance) {
  app.get<{ Params: { folder: string; hex: string } }>(
    '/uploads/:folder/:hex(^[a-f0-9]{32})-medium.webp',
    { schema: { hide: true } },
    async (request, reply) => {
      const copy = await app.deps.uploads.mediumCopy(request.params.folder, request.params.hex);
      if (!copy) return reply.status(404).send({ error: 'Not found.' });
      return reply.type('image/webp').header('Cache-Control', `public, max-age=${UPLOAD_MAX_AGE_S}, immutable`).send(copy);
    },
  );
  await app.register(fastifyStatic, {
    root: app.deps.uploads.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: UPLOAD_MAX_AGE_S * 1000,
    immutable: true,
  });
}
