import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const ProductParam = z.object({ id: z.string().max(20) });

/**
 * /product/{id}: spec 02 lists the path as "not shown". It is kept as a stable share link for an ad and answers
 * with a permanent redirect to the ad's page, so links work before any JavaScript runs (decision 1202).
 */
export async function shareLinkRoutes(app: FastifyInstance) {
  app.get('/product/:id', { schema: { hide: true } }, async (request, reply) => {
    const parsed = ProductParam.safeParse(request.params);
    const id = parsed.success && /^[1-9]\d{0,9}$/.test(parsed.data.id) ? parsed.data.id : null;
    return reply.redirect(id ? `/ads/details/${id}` : '/ads', 301);
  });
}
