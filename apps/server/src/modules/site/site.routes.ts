import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicConfig } from '@padosi/shared/site-config';
import { publicConfig } from './public-config';

export async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/config',
    { config: { policy: 'public' }, schema: { tags: ['site'], summary: 'Public configuration and the society’s details', response: { 200: PublicConfig } } },
    // Revalidated on each use: the society's settings change in the console and show at once.
    async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(await publicConfig(app.root)),
  );
}
