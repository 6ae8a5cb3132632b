import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, rowId } from '@padosi/shared/common';
import { PROFILE_LIMITS, PROFILE_MESSAGES, ProfileBody, ProfileResponse } from '@padosi/shared/users';
import { currentUser } from '../../platform/http/auth';
import { Forbidden } from '../../platform/http/errors';
import { readForm } from '../../platform/http/multipart';
import { multipartBody } from '../../platform/http/openapi-multipart';
import { toSessionUser } from './user-view';
import { updateProfile } from './users.service';

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
      const me = currentUser(request);
      if (request.params.userId !== me.id) throw Forbidden(PROFILE_MESSAGES.ownProfileOnly);
      const { values, files } = await readForm(request, { fields: ProfileBody, fileField: 'profile_picture', maxFileBytes: PROFILE_LIMITS.pictureMaxBytes });
      const user = await updateProfile(app.deps, me.id, values, files[0]);
      return { message: PROFILE_MESSAGES.success, user: toSessionUser(user) };
    },
  );
}
