import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { CMS_LIMITS, CMS_MESSAGES, CmsBody, CmsPage, CmsSaved, CmsSearchQuery, CmsSlugParam, CmsStatusBody } from '@padosi/shared/cms';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { parseFields, readMultipart } from '../../platform/http/multipart';
import { adminUpload, routeKit } from '../../platform/http/route-kit';
import { changeCmsPage, createCmsPage, getCmsPage, getCmsPageBySlug, listCmsPages, removeCmsPage, searchCmsPages, setCmsStatus } from './cms.service';

/** The form arrives as multipart (with an optional banner_image file) or, for an edit without a new image, as JSON. */
async function readCmsForm(request: FastifyRequest) {
  if (!request.isMultipart()) return { values: parseFields(CmsBody, (request.body ?? {}) as Record<string, string>), image: undefined };
  const { fields, files } = await readMultipart(request, { maxFiles: 1, maxFileBytes: CMS_LIMITS.imageMaxBytes });
  return { values: parseFields(CmsBody, fields), image: files.find((f) => f.field === 'banner_image') };
}

/** Spec 02 §7, base /api/cms. Reads are public (inactive pages only for admins); every write is admin only. */
export async function cmsRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'cms');
  const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody };

  r.get(
    '/api/cms',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Active pages by title; admins get every page, newest first', response: { 200: z.array(CmsPage) } },
    },
    async (request) => listCmsPages(viewerContext(app, request)),
  );

  r.get(
    '/api/cms/search',
    {
      config: { policy: 'public', rateLimit: app.limits.search },
      schema: {
        tags,
        summary: 'Pages whose title or slug contains the query',
        querystring: CmsSearchQuery,
        response: { 200: z.array(CmsPage), 400: ErrorBody },
      },
    },
    async (request) => searchCmsPages(viewerContext(app, request), request.query.query),
  );

  r.get(
    '/api/cms/slug/:slug',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'One active page by its slug', params: CmsSlugParam, response: { 200: CmsPage, 404: ErrorBody } },
    },
    async (request) => getCmsPageBySlug(viewerContext(app, request), request.params.slug),
  );

  r.get(
    '/api/cms/:id',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'One page by id (inactive ones only for admins)', params: IdParam, response: { 200: CmsPage, 404: ErrorBody } },
    },
    async (request) => getCmsPage(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/cms',
    adminUpload(app, { tags, summary: 'Create a page (admin; multipart with optional banner_image)', response: { 201: CmsSaved, ...refusals } }, CmsBody, [
      'banner_image',
    ]),
    async (request, reply) => {
      const { values, image } = await readCmsForm(request);
      const data = await createCmsPage(serviceContext(app, request), values, image);
      return reply.status(201).send({ message: CMS_MESSAGES.created, data });
    },
  );

  r.put(
    '/api/cms/:id',
    adminUpload(
      app,
      { tags, summary: 'Update a page (admin; multipart with optional new banner_image, or JSON)', params: IdParam, response: { 200: CmsSaved, ...refusals } },
      CmsBody,
      ['banner_image'],
    ),
    async (request) => {
      const { values, image } = await readCmsForm(request);
      const data = await changeCmsPage(serviceContext(app, request), request.params.id, values, image);
      return { message: CMS_MESSAGES.updated, data };
    },
  );

  r.put(
    '/api/cms/status/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: { tags, summary: 'Set a page active or inactive (admin)', params: IdParam, body: CmsStatusBody, response: { 200: CmsSaved, ...refusals } },
    },
    async (request) => {
      const data = await setCmsStatus(serviceContext(app, request), request.params.id, request.body.status);
      return { message: CMS_MESSAGES.statusChanged, data };
    },
  );

  r.delete(
    '/api/cms/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: { tags, summary: 'Delete a page and its banner image (admin)', params: IdParam, response: { 200: CmsSaved, ...refusals } },
    },
    async (request) => {
      const data = await removeCmsPage(serviceContext(app, request), request.params.id);
      return { message: CMS_MESSAGES.deleted, data };
    },
  );
}
