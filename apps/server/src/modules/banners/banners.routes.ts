import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { BANNER_LIMITS, BANNER_MESSAGES, Banner, BannerListQuery, BannerMultipartFields, BannerSaved } from '@padosi/shared/banners';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { audit } from '../../platform/services/audit';
import { Forbidden, NotFound, Unauthorized } from '../../platform/http/errors';
import { readForm } from '../../platform/http/multipart';
import { adminUpload, routeKit } from '../../platform/http/route-kit';
import { findBanner, isLive, listAllBanners, listLiveBanners, toBanner } from './banners.repo';
import { changeBanner, createBanner, parseBannerData } from './banners.service';

/** The banner form carries its fields as JSON in one `data` field. */
async function readBannerForm(request: FastifyRequest) {
  const { values, files } = await readForm(request, {
    fields: (fields) => parseBannerData(fields.data),
    fileField: 'image',
    maxFileBytes: BANNER_LIMITS.imageMaxBytes,
  });
  return { values, image: files[0] };
}

export async function bannerRoutes(app: FastifyInstance) {
  const { r, tags, db } = routeKit(app, 'banners');

  r.get(
    '/api/banners',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Active, unexpired banners, newest first; ?all=true lists every banner (admin only)',
        querystring: BannerListQuery,
        response: { 200: z.array(Banner), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      if (request.query.all !== 'true') return listLiveBanners(db());
      if (!request.user) throw Unauthorized(AUTH_MESSAGES.loginRequired);
      if (!request.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
      return listAllBanners(db());
    },
  );

  r.get(
    '/api/banners/:id',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'One banner; inactive or expired ones only for admins', params: IdParam, response: { 200: Banner, 404: ErrorBody } },
    },
    async (request) => {
      const row = await findBanner(db(), request.params.id);
      if (!row || (!isLive(row) && !request.user?.isAdmin)) throw NotFound(BANNER_MESSAGES.notFound);
      return toBanner(row);
    },
  );

  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };

  r.post(
    '/api/banners/create',
    adminUpload(
      app,
      { tags, summary: 'Create a banner (admin; multipart: data as a JSON string, optional image)', response: { 201: BannerSaved, ...errors } },
      BannerMultipartFields,
      ['image'],
    ),
    async (request, reply) => {
      const { values, image } = await readBannerForm(request);
      const data = await createBanner(app.deps, values, image);
      await audit(db(), request, 'banner.create', `banner:${data.id}`, { title: data.title });
      return reply.status(201).send({ message: BANNER_MESSAGES.created, id: data.id, data });
    },
  );

  r.put(
    '/api/banners/update/:id',
    adminUpload(
      app,
      {
        tags,
        summary: 'Update a banner (admin; multipart: data as a JSON string, optional new image)',
        params: IdParam,
        response: { 200: BannerSaved, ...errors, 404: ErrorBody },
      },
      BannerMultipartFields,
      ['image'],
    ),
    async (request) => {
      if (!(await findBanner(db(), request.params.id))) throw NotFound(BANNER_MESSAGES.notFound);
      const { values, image } = await readBannerForm(request);
      const data = await changeBanner(app.deps, request.params.id, values, image);
      await audit(db(), request, 'banner.update', `banner:${data.id}`, { title: data.title, status: data.status });
      return { message: BANNER_MESSAGES.updated, id: data.id, data };
    },
  );
}
