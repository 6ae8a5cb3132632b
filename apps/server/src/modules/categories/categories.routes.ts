import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam, rowId } from '@padosi/shared/common';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES, Category, CategoryBody, HomeCardCategoryGroup, StarterCategoriesResult } from '@padosi/shared/categories';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { readForm } from '../../platform/http/multipart';
import { adminUpload, routeKit } from '../../platform/http/route-kit';
import { CategoryOrderBody, CategoryStatusBody } from '@padosi/shared/admin';
import { ALIAS_MESSAGES, CategoryAliases, CategoryAliasesBody } from '@padosi/shared/category-aliases';
import {
  addStarterCategories,
  changeCategory,
  createCategory,
  listCategoryPageCategories,
  listEveryCategory,
  listEveryCategoryAliases,
  listHomeCardCategoryGroups,
  listMainCategoryRows,
  listSubCategoryRows,
  reorderCategories,
  setCategoryAliases,
  setCategoryStatus,
} from './categories.service';

const CategorySaved = z.object({ message: z.string(), id: z.number().int(), data: Category });

export async function categoryRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'categories');

  r.get(
    '/api/managecategory/maincategorylisting',
    { config: { policy: 'public' }, schema: { tags, summary: 'Active main categories by priority', response: { 200: z.array(Category) } } },
    async (request) => listMainCategoryRows(viewerContext(app, request)),
  );

  r.get(
    '/api/managecategory/categorylisting/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "The category page's list: a main category's sub categories, or a sub category's siblings",
        params: IdParam,
        response: { 200: z.array(Category), 404: ErrorBody },
      },
    },
    async (request) => listCategoryPageCategories(viewerContext(app, request), request.params.id),
  );

  r.get(
    '/api/managecategory/listing',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Active sub categories with their main category (optionally of one main category)',
        querystring: z.object({ parent_id: rowId().optional() }),
        response: { 200: z.array(Category) },
      },
    },
    async (request) => listSubCategoryRows(viewerContext(app, request), request.query.parent_id),
  );

  r.get(
    '/api/managecategory/homecards-categories/listing',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Home category cards: toprating main categories with their sub categories', response: { 200: z.array(HomeCardCategoryGroup) } },
    },
    async (request) => listHomeCardCategoryGroups(viewerContext(app, request)),
  );

  const formErrors = { 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody };
  const readCategoryForm = async (request: FastifyRequest) => {
    const { values, files } = await readForm(request, { fields: CategoryBody, fileField: 'icon', maxFileBytes: CATEGORY_LIMITS.iconMaxBytes });
    return { values, icon: files[0] };
  };

  r.post(
    '/api/managecategory/create',
    adminUpload(
      app,
      { tags, summary: 'Create a category (admin; multipart with optional icon)', response: { ...formErrors, 201: CategorySaved } },
      CategoryBody,
      ['icon'],
    ),
    async (request, reply) => {
      const { values, icon } = await readCategoryForm(request);
      const data = await createCategory(serviceContext(app, request), values, icon);
      return reply.status(201).send({ message: CATEGORY_MESSAGES.created, id: data.id, data });
    },
  );

  r.put(
    '/api/managecategory/update/:id',
    adminUpload(
      app,
      {
        tags,
        summary: 'Update a category (admin; multipart with optional new icon)',
        params: IdParam,
        response: { ...formErrors, 200: CategorySaved, 404: ErrorBody },
      },
      CategoryBody,
      ['icon'],
    ),
    async (request) => {
      const { values, icon } = await readCategoryForm(request);
      const data = await changeCategory(serviceContext(app, request), request.params.id, values, icon);
      return { message: CATEGORY_MESSAGES.updated, id: data.id, data };
    },
  );

  r.get(
    '/api/admin/categories',
    { config: { policy: 'admin' }, schema: { tags, summary: 'Every category, active or not (admin)', response: { 200: z.array(Category) } } },
    async (request) => listEveryCategory(serviceContext(app, request)),
  );

  r.post(
    '/api/admin/categories/starter',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Add the starter set of neighbourhood services with icons and aliases; adds only what is missing (admin)',
        response: { 200: StarterCategoriesResult, 403: ErrorBody },
      },
    },
    async (request) => addStarterCategories(serviceContext(app, request)),
  );

  r.put(
    '/api/managecategory/status/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Activate or deactivate a category (admin)',
        params: IdParam,
        body: CategoryStatusBody,
        response: { 200: CategorySaved, 404: ErrorBody },
      },
    },
    async (request) => {
      const data = await setCategoryStatus(serviceContext(app, request), request.params.id, request.body.status);
      return { message: CATEGORY_MESSAGES.updated, id: data.id, data };
    },
  );

  r.put(
    '/api/managecategory/priority',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Reorder one group of categories by priority (admin)',
        body: CategoryOrderBody,
        response: { 200: z.object({ ok: z.literal(true) }), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await reorderCategories(serviceContext(app, request), request.body.ids);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/managecategory/aliases',
    {
      config: { policy: 'admin' },
      schema: { tags, summary: 'Every category with its search aliases (admin)', response: { 200: z.array(CategoryAliases), 403: ErrorBody } },
    },
    async (request) => listEveryCategoryAliases(serviceContext(app, request)),
  );

  r.put(
    '/api/managecategory/aliases/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Replace the words a category is also searched by, e.g. "doctor" for Health (admin)',
        params: IdParam,
        body: CategoryAliasesBody,
        response: { 200: z.object({ message: z.string(), data: CategoryAliases }), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const data = await setCategoryAliases(serviceContext(app, request), request.params.id, request.body.aliases);
      return { message: ALIAS_MESSAGES.saved, data };
    },
  );
}
