import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** Helmet with the CSP of ARCHITECTURE.md §11, and rate limits that routes opt into by name. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", GOOGLE_GSI],
        frameSrc: [GOOGLE_GSI],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // Google's sign-in pop-up needs to talk back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  const { rateLimits, redisUrl } = app.deps.config;
  // With REDIS_URL every instance counts in Redis, so N instances allow what one does; without it, per process.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit store: Redis unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'padosi-rl-',
    // A Redis outage must not take the portal down: requests pass uncounted until it is back (logged above).
    skipOnError: true,
    hook: 'preValidation',
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  app.decorate('limits', {
    auth: { max: rateLimits.auth, timeWindow: '1 minute' },
    write: { max: rateLimits.write, timeWindow: '1 minute' },
    upload: { max: Math.max(1, Math.floor(rateLimits.write / 4)), timeWindow: '1 minute' },
    search: { max: rateLimits.search, timeWindow: '1 minute' },
  });
}
