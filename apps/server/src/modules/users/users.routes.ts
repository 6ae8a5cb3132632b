import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, MessageBody, rowId } from '@padosi/shared/common';
import {
  AgeConfirmationBody,
  LanguageBody,
  MINIMUM_AGE_MESSAGES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  ProfileBody,
  ProfileResponse,
  SessionUser,
} from '@padosi/shared/users';
import { serviceContext } from '../../platform/services/context';
import { readForm } from '../../platform/http/multipart';
import { multipartBody } from '../../platform/http/openapi-multipart';
import { assertOwnProfile, confirmAge, setLanguage, updateProfile } from './users.service';

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/userprofile/update/:userId',
    {
      config: { policy: 'user', rateLimit: app.limits.upload },
      schema: {
        tags: ['users'],
        summary: 'Update my profile (multipart; optional profile_picture JPG/PNG)',
        params: z.object({ userId: rowId() }),
        ...multipartBody(ProfileBody, ['profile_picture']),
        response: { 200: ProfileResponse, 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody },
      },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request) => {
      const ctx = serviceContext(app, request);
      assertOwnProfile(ctx, request.params.userId);
      const { values, files } = await readForm(request, { fields: ProfileBody, fileField: 'profile_picture', maxFileBytes: PROFILE_LIMITS.pictureMaxBytes });
      return { message: PROFILE_MESSAGES.success, user: await updateProfile(ctx, values, files[0]) };
    },
  );

  r.post(
    '/api/userprofile/age',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags: ['users'],
        summary: 'Confirm that I am at least 13 (accounts made before sign-up asked)',
        body: AgeConfirmationBody,
        response: { 200: MessageBody.extend({ user: SessionUser }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({ message: MINIMUM_AGE_MESSAGES.confirmed, user: await confirmAge(serviceContext(app, request)) }),
  );

  r.put(
    '/api/userprofile/language',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags: ['users'],
        summary: 'Choose my language (en or hi); kept for every device I sign in on',
        body: LanguageBody,
        response: { 200: z.object({ user: SessionUser }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => ({ user: await setLanguage(serviceContext(app, request), request.body.language) }),
  );
}
