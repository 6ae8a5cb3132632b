import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { BANNER_LIMITS, BANNER_MESSAGES, Banner, BannerListQuery, BannerMultipartFields, BannerSaved } from '@padosi/shared/banners';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { readForm } from '../../platform/http/multipart';
import { adminUpload, routeKit } from '../../platform/http/route-kit';
import { assertBannerExists, changeBanner, createBanner, getBanner, listBanners, parseBannerData } from './banners.service';

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
  const { r, tags } = routeKit(app, 'banners');

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
    async (request) => listBanners(viewerContext(app, request), request.query.all === 'true'),
  );

  r.get(
    '/api/banners/:id',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'One banner; inactive or expired ones only for admins', params: IdParam, response: { 200: Banner, 404: ErrorBody } },
    },
    async (request) => getBanner(viewerContext(app, request), request.params.id),
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
      const data = await createBanner(serviceContext(app, request), values, image);
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
      const ctx = serviceContext(app, request);
      await assertBannerExists(ctx, request.params.id);
      const { values, image } = await readBannerForm(request);
      const data = await changeBanner(ctx, request.params.id, values, image);
      return { message: BANNER_MESSAGES.updated, id: data.id, data };
    },
  );
}
