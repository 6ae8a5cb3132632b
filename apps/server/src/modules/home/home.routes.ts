import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { HomeCard, HomeCardBody, Testimonial, TestimonialBody } from '@padosi/shared/home';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { parseFields, readForm } from '../../platform/http/multipart';
import { adminUpload, routeKit } from '../../platform/http/route-kit';
import { listHomeCardsFor, listTestimonialsFor, writeHomeCard, writeTestimonial } from './home.service';

const IMAGE_BYTES = 5 * 1024 * 1024;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

async function readCardForm<T extends z.ZodObject>(request: FastifyRequest, schema: T, fileField: string) {
  const { values, files } = await readForm(request, { fields: (f) => parseFields(schema, f) as z.output<T>, fileField, maxFileBytes: IMAGE_BYTES });
  return { values, file: files[0] };
}

export async function homeRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'home');

  r.get(
    '/api/testimonials',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Active testimonials; ?all=true lists inactive ones too (admin)',
        querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(Testimonial), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listTestimonialsFor(viewerContext(app, request), request.query.all === 'true'),
  );

  r.get(
    '/api/homecards/listing',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Home page cards by priority (the page shows the first 4; buttonText defaults to Explore)',
        response: { 200: z.array(HomeCard) },
      },
    },
    async (request) => listHomeCardsFor(viewerContext(app, request)),
  );

  r.post(
    '/api/testimonials/create',
    adminUpload(app, { tags, summary: 'Add a testimonial (admin; optional picture profile_pic)', response: { 201: Testimonial, ...errors } }, TestimonialBody, [
      'profile_pic',
    ]),
    async (request, reply) => {
      const { values, file } = await readCardForm(request, TestimonialBody, 'profile_pic');
      const saved = await writeTestimonial(serviceContext(app, request), null, values, file);
      return reply.status(201).send(saved);
    },
  );

  r.put(
    '/api/testimonials/update/:id',
    adminUpload(
      app,
      { tags, params: IdParam, summary: 'Change a testimonial, e.g. hide it (admin)', response: { 200: Testimonial, ...errors } },
      TestimonialBody,
      ['profile_pic'],
    ),
    async (request) => {
      const { values, file } = await readCardForm(request, TestimonialBody, 'profile_pic');
      const saved = await writeTestimonial(serviceContext(app, request), request.params.id, values, file);
      return saved;
    },
  );

  r.post(
    '/api/homecards/create',
    adminUpload(app, { tags, summary: 'Add a home card (admin; optional image)', response: { 201: HomeCard, ...errors } }, HomeCardBody, ['image']),
    async (request, reply) => {
      const { values, file } = await readCardForm(request, HomeCardBody, 'image');
      const saved = await writeHomeCard(serviceContext(app, request), null, values, file);
      return reply.status(201).send(saved);
    },
  );

  r.put(
    '/api/homecards/update/:id',
    adminUpload(app, { tags, params: IdParam, summary: 'Change a home card (admin)', response: { 200: HomeCard, ...errors } }, HomeCardBody, ['image']),
    async (request) => {
      const { values, file } = await readCardForm(request, HomeCardBody, 'image');
      const saved = await writeHomeCard(serviceContext(app, request), request.params.id, values, file);
      return saved;
    },
  );
}
