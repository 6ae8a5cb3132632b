import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam, PageQuery } from '@padosi/shared/common';
import {
  PROVIDER_LIMITS,
  PROVIDER_MESSAGES,
  ProviderAdminFlags,
  ProviderCreateForm,
  ProviderDetailResponse,
  ProviderEditResponse,
  ProviderFormFields,
  ProviderHomeList,
  ProviderPage,
  ProviderSavedResponse,
  ProviderUpdateForm,
} from '@padosi/shared/providers';
import { HOME } from '@padosi/shared/home';
import { audit } from '../../platform/audit';
import { currentUser } from '../../platform/auth';
import { NotFound, TooLarge } from '../../platform/errors';
import { parseFields, readMultipart } from '../../platform/multipart';
import { multipartBody } from '../../platform/openapi-multipart';
import { findCategoryForListing } from '../categories/categories.service';
import { findDetail, listHomeGroups, pageByCategory, pageByUser, pageFavorites } from './provider-queries';
import { toDetail, toListItem, viewContextFor, type ListRow } from './provider-view';
import { updateProvider } from './providers.repo';
import { detailsCache } from './caches';
import { assertCanChangeProvider, assertProviderExists, changeProvider, onProviderFlagsChanged, createProvider, providerForEdit, removeProvider } from './providers.service';

/** Reads the provider form; a file over the limit stops the upload with 413 and the form's own message. */
async function readProviderForm(request: FastifyRequest, maxFileBytes: number, tooLargeMessage: string) {
  try {
    const { fields, files } = await readMultipart(request, { maxFiles: 1, maxFileBytes });
    return { fields, image: files.find((f) => f.field === 'profile_image_url') };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw TooLarge(tooLargeMessage);
    throw err;
  }
}

export async function providerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service providers'];
  const db = () => app.deps.database.db;
  const items = async (rows: ListRow[]) => {
    const ctx = await viewContextFor(app.deps, rows);
    return rows.map((row) => toListItem(row, ctx));
  };
  const detail = async (id: number) => {
    const cached = detailsCache.get(db(), id);
    if (cached) return { data: cached };
    const row = await findDetail(db(), id);
    if (!row) throw NotFound('The service provider');
    const data = toDetail(row, await viewContextFor(app.deps, [row]));
    detailsCache.set(db(), id, data);
    return { data };
  };

  r.get(
    '/api/service-providers/listing',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Home page: the best providers of each main category (grouped by parent_id in the browser)',
        querystring: z.object({ per_group: z.coerce.number().int().min(1).max(12).default(HOME.providersPerGroup) }),
        response: { 200: ProviderHomeList },
      },
    },
    async (request) => ({ items: await items(await listHomeGroups(db(), request.query.per_group)) }),
  );

  r.get(
    '/api/service-providers/listing/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "A category's providers: all of a main category's, or one sub category's (verified, then rating)",
        params: IdParam,
        querystring: PageQuery,
        response: { 200: ProviderPage, 404: ErrorBody },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const category = await findCategoryForListing(db(), request.params.id);
      if (!category) throw NotFound('The category');
      const { rows, total } = await pageByCategory(db(), category, page, pageSize);
      return { items: await items(rows), total, page, pageSize };
    },
  );

  r.get(
    '/api/service-providers/mylisting/:userId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "A user's provider cards (/businesscards/{user_id})",
        params: z.object({ userId: z.coerce.number().int().positive() }),
        querystring: PageQuery,
        response: { 200: ProviderPage },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await pageByUser(db(), request.params.userId, page, pageSize);
      return { items: await items(rows), total, page, pageSize };
    },
  );

  r.get(
    '/api/service-providers/myfavorites',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My favourite providers, most recently added first', querystring: PageQuery, response: { 200: ProviderPage } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await pageFavorites(db(), currentUser(request).id, page, pageSize);
      return { items: await items(rows), total, page, pageSize };
    },
  );

  r.get(
    '/api/service-providers/details/:id',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Provider detail (the helpline replaces the phone of admin-contact providers)', params: IdParam, response: { 200: ProviderDetailResponse, 404: ErrorBody } },
    },
    async (request) => detail(request.params.id),
  );

  r.get(
    '/api/service-providers/edit/:id',
    {
      config: { policy: 'user' },
      schema: { tags, summary: "The edit screen's values (owner or admin)", params: IdParam, response: { 200: ProviderEditResponse, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request) => ({ data: await providerForEdit(app.deps, currentUser(request), request.params.id) }),
  );

  const formDocs = multipartBody(ProviderFormFields, ['profile_image_url']);
  const formErrors = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody };

  r.post(
    '/api/service-providers/create',
    {
      config: { policy: 'user', rateLimit: app.limits.upload },
      schema: {
        tags,
        summary: 'Register a provider owned by the signed-in user (multipart; optional image profile_image_url up to 5 MB)',
        ...formDocs,
        response: { 201: ProviderSavedResponse, ...formErrors },
      },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, image } = await readProviderForm(request, PROVIDER_LIMITS.imageMaxBytesCreate, 'The image is too large.');
      const id = await createProvider(app.deps, user, parseFields(ProviderCreateForm, fields), image);
      return reply.status(201).send({ message: PROVIDER_MESSAGES.added, id });
    },
  );

  r.put(
    '/api/service-providers/update/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.upload },
      schema: {
        tags,
        summary: 'Update a provider (owner or admin; multipart; optional new image up to 1 MB)',
        params: IdParam,
        ...formDocs,
        response: { 200: ProviderSavedResponse, ...formErrors, 403: ErrorBody, 404: ErrorBody },
      },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request) => {
      const user = currentUser(request);
      // The owner check runs before the upload is read, so a stranger's file is never stored.
      await assertCanChangeProvider(app.deps, user, request.params.id);
      const { fields, image } = await readProviderForm(request, PROVIDER_LIMITS.imageMaxBytesUpdate, PROVIDER_MESSAGES.imageTooLarge);
      const id = await changeProvider(app.deps, user, request.params.id, parseFields(ProviderUpdateForm, fields), image);
      return { message: PROVIDER_MESSAGES.updated, id };
    },
  );

  r.delete(
    '/api/service-providers/delete/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Delete a provider (owner or admin)', params: IdParam, response: { 200: z.object({ message: z.string() }), 403: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const user = currentUser(request);
      await removeProvider(app.deps, user, request.params.id);
      if (user.isAdmin) await audit(db(), request, 'provider.delete', `service_provider:${request.params.id}`);
      return { message: PROVIDER_MESSAGES.deleted };
    },
  );

  r.put(
    '/api/service-providers/verify/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Set admin_verified and is_admin_contact (admin only; never part of the public form)',
        params: IdParam,
        body: ProviderAdminFlags,
        response: { 200: ProviderDetailResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      await assertProviderExists(app.deps, request.params.id);
      const { admin_verified, is_admin_contact } = request.body;
      await updateProvider(db(), request.params.id, { adminVerified: admin_verified, isAdminContact: is_admin_contact });
      onProviderFlagsChanged(db(), request.params.id);
      await audit(db(), request, 'provider.flags', `service_provider:${request.params.id}`, request.body);
      return detail(request.params.id);
    },
  );
}
