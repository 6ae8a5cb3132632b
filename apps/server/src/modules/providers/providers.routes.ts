import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam, PageQuery, rowId } from '@padosi/shared/common';
import { CategoryListingQuery } from '@padosi/shared/search';
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
import { serviceContext, viewerContext } from '../../platform/services/context';
import { readForm } from '../../platform/http/multipart';
import { multipartBody } from '../../platform/http/openapi-multipart';
import { favoriteProviders, homeProviders, providerDetail, providersInCategory, providersOfUser } from './provider-reads';
import { assertCanChangeProvider, changeProvider, createProvider, providerForEdit, removeProvider, setProviderFlags } from './providers.service';
import { assertCanPost } from '../residents/residents.service';

/** Reads the provider form; a file over the limit stops the upload with 413 and the form's own message. */
async function readProviderForm<V>(request: FastifyRequest, fields: z.ZodType<V>, maxFileBytes: number, tooLarge: string) {
  const { values, files } = await readForm(request, { fields, fileField: 'profile_image_url', maxFileBytes, tooLarge });
  return { values, image: files[0] };
}

export async function providerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service providers'];
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
    async (request) => ({ items: await homeProviders(viewerContext(app, request), request.query.per_group) }),
  );

  r.get(
    '/api/service-providers/listing/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "A category's providers: all of a main category's, or one sub category's (verified, then rating)",
        params: IdParam,
        querystring: CategoryListingQuery,
        response: { 200: ProviderPage, 404: ErrorBody },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return providersInCategory(viewerContext(app, request), request.params.id, { page, pageSize }, filters);
    },
  );

  r.get(
    '/api/service-providers/mylisting/:userId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "A user's provider cards (/businesscards/{user_id})",
        params: z.object({ userId: rowId() }),
        querystring: PageQuery,
        response: { 200: ProviderPage },
      },
    },
    async (request) => providersOfUser(viewerContext(app, request), request.params.userId, request.query),
  );

  r.get(
    '/api/service-providers/myfavorites',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My favourite providers, most recently added first', querystring: PageQuery, response: { 200: ProviderPage } },
    },
    async (request) => favoriteProviders(serviceContext(app, request), request.query),
  );

  r.get(
    '/api/service-providers/details/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Provider detail (the helpline replaces the phone of admin-contact providers)',
        params: IdParam,
        response: { 200: ProviderDetailResponse, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await providerDetail(viewerContext(app, request), request.params.id) }),
  );

  r.get(
    '/api/service-providers/edit/:id',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: "The edit screen's values (owner or admin)",
        params: IdParam,
        response: { 200: ProviderEditResponse, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({ data: await providerForEdit(serviceContext(app, request), request.params.id) }),
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
      const ctx = serviceContext(app, request);
      // Who may post is checked before the upload is read, so an unverified resident's image is never decoded.
      await assertCanPost(ctx);
      const { values, image } = await readProviderForm(request, ProviderCreateForm, PROVIDER_LIMITS.imageMaxBytesCreate, PROVIDER_MESSAGES.imageTooLargeCreate);
      const id = await createProvider(ctx, values, image);
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
      const ctx = serviceContext(app, request);
      // The owner check runs before the upload is read, so a stranger's file is never stored.
      await assertCanChangeProvider(ctx, request.params.id);
      const { values, image } = await readProviderForm(request, ProviderUpdateForm, PROVIDER_LIMITS.imageMaxBytesUpdate, PROVIDER_MESSAGES.imageTooLarge);
      const id = await changeProvider(ctx, request.params.id, values, image);
      return { message: PROVIDER_MESSAGES.updated, id };
    },
  );

  r.delete(
    '/api/service-providers/delete/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Delete a provider (owner or admin)',
        params: IdParam,
        response: { 200: MessageBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await removeProvider(serviceContext(app, request), request.params.id);
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
      await setProviderFlags(serviceContext(app, request), request.params.id, request.body);
      return { data: await providerDetail(viewerContext(app, request), request.params.id) };
    },
  );
}
