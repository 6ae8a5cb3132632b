import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the route schemas, with its UI at /api/docs and the JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.deps.config.siteName} API`,
        description: 'Neighbourhood portal API. Errors are `{ "error": "…" }`; signed-in calls send `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
