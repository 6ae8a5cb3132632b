import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, AuthResponse, DevLoginBody, GoogleLoginBody } from '@padosi/shared/auth';
import { languageFromCookie } from '@padosi/shared/languages';
import { ErrorBody, OkBody } from '@padosi/shared/common';
import { SessionUser } from '@padosi/shared/users';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { AppError, Forbidden } from '../../platform/http/errors';
import { getSignedInUser } from '../users/users.service';
import { createGoogleVerifier, GoogleTokenError } from './google-verifier';
import { recordRefusedSignIn, signIn, signOut, signOutEverywhere } from './auth.service';

/** Headers a proxy adds (RFC 7239's Forwarded, the X-Forwarded-* family, nginx's X-Real-IP, Via). */
const PROXY_HEADER = /^(forwarded|x-forwarded-.+|x-real-ip|via)$/;

/** Whether a request came through a proxy that says so: development sign-in refuses those unless DEV_LOGIN=on. */
const cameThroughProxy = (request: FastifyRequest) => Object.keys(request.headers).some((name) => PROXY_HEADER.test(name));

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const tags = ['auth'];

  if (config.google.clientId) {
    const verify = createGoogleVerifier({ clientId: config.google.clientId, jwksUrl: config.google.jwksUrl, issuers: config.google.issuers });
    r.post(
      '/api/auth/google',
      {
        config: { policy: 'public', rateLimit: app.limits.auth },
        schema: {
          tags,
          summary: 'Sign in with a Google ID token',
          body: GoogleLoginBody,
          response: { 200: AuthResponse, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        try {
          const identity = await verify(request.body.credential);
          return await signIn(viewerContext(app, request), {
            ...identity,
            method: 'google',
            language: languageFromCookie(request.headers.cookie),
            ageConfirmed: request.body.age_confirmed === true,
          });
        } catch (err) {
          if (err instanceof GoogleTokenError) {
            request.log.warn({ reason: err.message }, 'google token refused');
            await recordRefusedSignIn(viewerContext(app, request), 'auth.sign_in_failed', { method: 'google', reason: err.message.slice(0, 200) });
            throw new AppError(401, AUTH_MESSAGES.googleNotVerified);
          }
          throw err;
        }
      },
    );
  }

  // Development sign-in exists only without Google and never in production (config.devLogin says both), and only
  // for requests made straight to the portal unless DEV_LOGIN=on: on loopback, a proxy on the same machine would
  // otherwise hand it to anyone on the internet.
  if (config.devLogin) {
    r.post(
      '/api/auth/dev-login',
      {
        config: { policy: 'public', rateLimit: app.limits.auth },
        schema: {
          tags,
          summary: 'Development sign-in (only without GOOGLE_CLIENT_ID, never in production, not through a proxy unless DEV_LOGIN=on)',
          body: DevLoginBody,
          response: { 200: AuthResponse, 403: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => {
        if (!config.devLoginThroughProxy && cameThroughProxy(request)) {
          await recordRefusedSignIn(viewerContext(app, request), 'auth.sign_in_refused', { method: 'dev', reason: 'proxy' });
          throw Forbidden(AUTH_MESSAGES.devLoginThroughProxy);
        }
        const email = request.body.email.toLowerCase();
        return signIn(viewerContext(app, request), {
          sub: `dev:${email}`,
          email,
          name: request.body.name,
          picture: null,
          method: 'dev',
          language: languageFromCookie(request.headers.cookie),
          ageConfirmed: request.body.age_confirmed === true,
        });
      },
    );
  }

  r.post(
    '/api/auth/logout',
    { config: { policy: 'user', rateLimit: app.limits.auth }, schema: { tags, summary: 'Revoke the current session', response: { 200: OkBody } } },
    async (request) => {
      await signOut(serviceContext(app, request));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/auth/logout-all',
    {
      config: { policy: 'user', rateLimit: app.limits.auth },
      schema: {
        tags,
        summary: 'Sign out everywhere: revoke every session of the signed-in user, this one included',
        response: { 200: z.object({ ok: z.literal(true), ended: z.number().int() }) },
      },
    },
    async (request) => ({ ok: true as const, ended: await signOutEverywhere(serviceContext(app, request)) }),
  );

  r.get(
    '/api/auth/me',
    { config: { policy: 'user' }, schema: { tags, summary: 'The signed-in user', response: { 200: z.object({ user: SessionUser }) } } },
    async (request) => ({ user: await getSignedInUser(serviceContext(app, request)) }),
  );
}
