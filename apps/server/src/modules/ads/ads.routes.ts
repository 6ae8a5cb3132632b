import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AD_LIMITS, AD_MESSAGES, Ad, AdBody, AdCategory, AdList, AdListQuery, AdSaved } from '@padosi/shared/ads';
import { ErrorBody, MessageBody, IdParam, rowId } from '@padosi/shared/common';
import { PHONE_NOTE, PhoneReveal } from '@padosi/shared/trust';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { readForm } from '../../platform/http/multipart';
import { routeKit, userUpload } from '../../platform/http/route-kit';
import * as ads from './ads.service';
import { assertCanPost } from '../residents/residents.service';

const UserParam = z.object({ userId: rowId() });
const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/** The ad form: more files than the form allows is a rule of the form (400 with its message), not a transport failure. */
const readAdForm = (request: FastifyRequest) =>
  readForm(request, {
    fields: AdBody,
    fileField: 'images',
    maxFiles: AD_LIMITS.maxImages,
    maxFileBytes: AD_LIMITS.imageMaxBytes,
    tooManyFiles: AD_MESSAGES.tooManyImages,
  });

export async function adRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'ads');

  r.get(
    '/api/ads/adscategories',
    { config: { policy: 'public' }, schema: { tags, summary: 'Buy & sell categories', response: { 200: z.array(AdCategory) } } },
    async (request) => ads.listAdCategories(viewerContext(app, request)),
  );

  r.get(
    '/api/ads/listing',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'All listed ads, one page (Inactive ads are hidden)', querystring: AdListQuery, response: { 200: AdList } },
    },
    async (request) => ads.listAds(viewerContext(app, request), request.query),
  );

  r.get(
    '/api/ads/listing/:userId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "One user's ads, one page (their Inactive ads only for themselves and admins)",
        params: UserParam,
        querystring: AdListQuery,
        response: { 200: AdList },
      },
    },
    async (request) => ads.listAds(viewerContext(app, request), request.query, request.params.userId),
  );

  r.get(
    '/api/ads/details/:id',
    { config: { policy: 'public' }, schema: { tags, summary: 'One ad', params: IdParam, response: { 200: Ad, 404: ErrorBody } } },
    async (request) => ads.getAd(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/ads/:id/phone',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: "The ad's phone number for a signed-in resident",
        description: PHONE_NOTE,
        params: IdParam,
        response: { 200: PhoneReveal, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => ads.revealAdPhone(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/ads/create',
    userUpload(app, { tags, summary: 'Post an ad with 1–5 JPEG/PNG images (multipart)', response: { 201: AdSaved, ...writeErrors } }, AdBody, ['images']),
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      // Who may post is checked before the upload is read, so an unverified resident's images are never decoded.
      await assertCanPost(ctx);
      const { values, files } = await readAdForm(request);
      const ad = await ads.createAd(ctx, values, files);
      return reply.status(201).send({ message: AD_MESSAGES.created, ad });
    },
  );

  r.put(
    '/api/ads/update/:id',
    userUpload(
      app,
      {
        tags,
        summary: 'Edit an ad (owner or admin): keeps its images except deletedImages, adds new ones, 5 at most',
        params: IdParam,
        response: { 200: AdSaved, ...writeErrors },
      },
      AdBody,
      ['images'],
    ),
    async (request) => {
      const ctx = serviceContext(app, request);
      // The owner check runs before the upload is read, so a stranger's files are never decoded.
      const current = await ads.assertCanEditAd(ctx, request.params.id);
      const { values, files } = await readAdForm(request);
      const ad = await ads.updateAd(ctx, current, values, files);
      return { message: AD_MESSAGES.updated, ad };
    },
  );

  r.delete(
    '/api/ads/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Delete an ad and its images (owner or admin)',
        params: IdParam,
        response: { 200: MessageBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await ads.deleteAd(serviceContext(app, request), request.params.id);
      return { message: AD_MESSAGES.deleted };
    },
  );
}
