import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { CATEGORY_LIMITS, CATEGORY_MESSAGES, Category, CategoryBody, HomeCardCategoryGroup } from '@padosi/shared/categories';
import { audit } from '../../platform/audit';
import { parseFields, readMultipart } from '../../platform/multipart';
import { multipartBody } from '../../platform/openapi-multipart';
import { listHomeCardGroups, listMainCategories, listSubCategories } from './category-queries';
import { changeCategory, createCategory, listCategoryPageCategories } from './categories.service';

const CategorySaved = z.object({ message: z.string(), id: z.number().int(), data: Category });

export async function categoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];
  const db = () => app.deps.database.db;

  r.get(
    '/api/managecategory/maincategorylisting',
    { config: { policy: 'public' }, schema: { tags, summary: 'Active main categories by priority', response: { 200: z.array(Category) } } },
    async () => listMainCategories(db()),
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
    async (request) => listCategoryPageCategories(app.deps, request.params.id),
  );

  r.get(
    '/api/managecategory/listing',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Active sub categories with their main category (optionally of one main category)',
        querystring: z.object({ parent_id: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(Category) },
      },
    },
    async (request) => listSubCategories(db(), request.query.parent_id),
  );

  r.get(
    '/api/managecategory/homecards-categories/listing',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Home category cards: toprating main categories with their sub categories', response: { 200: z.array(HomeCardCategoryGroup) } },
    },
    async () => listHomeCardGroups(db()),
  );

  const formSchema = { ...multipartBody(CategoryBody, ['icon']), response: { 400: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody } };
  const readForm = async (request: Parameters<typeof readMultipart>[0]) => {
    const { fields, files } = await readMultipart(request, { maxFiles: 1, maxFileBytes: CATEGORY_LIMITS.iconMaxBytes });
    return { values: parseFields(CategoryBody, fields), icon: files.find((f) => f.field === 'icon') };
  };

  r.post(
    '/api/managecategory/create',
    {
      config: { policy: 'admin', rateLimit: app.limits.upload },
      schema: { tags, summary: 'Create a category (admin; multipart with optional icon)', ...formSchema, response: { ...formSchema.response, 201: CategorySaved } },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request, reply) => {
      const { values, icon } = await readForm(request);
      const data = await createCategory(app.deps, values, icon);
      await audit(db(), request, 'category.create', `category:${data.id}`, { name: data.name });
      return reply.status(201).send({ message: CATEGORY_MESSAGES.created, id: data.id, data });
    },
  );

  r.put(
    '/api/managecategory/update/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.upload },
      schema: {
        tags,
        summary: 'Update a category (admin; multipart with optional new icon)',
        params: IdParam,
        ...formSchema,
        response: { ...formSchema.response, 200: CategorySaved, 404: ErrorBody },
      },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request) => {
      const { values, icon } = await readForm(request);
      const data = await changeCategory(app.deps, request.params.id, values, icon);
      await audit(db(), request, 'category.update', `category:${data.id}`, { name: data.name });
      return { message: CATEGORY_MESSAGES.updated, id: data.id, data };
    },
  );
}
