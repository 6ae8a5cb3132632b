import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicConfig } from '@padosi/shared/site-config';
import { publicConfig } from './public-config';

export async function siteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body = publicConfig(app.deps);
  r.get(
    '/api/config',
    { config: { policy: 'public' }, schema: { tags: ['site'], summary: 'Public configuration and contact constants', response: { 200: PublicConfig } } },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(body),
  );
}
