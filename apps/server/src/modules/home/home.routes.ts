import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HomeCard, Testimonial } from '@padosi/shared/home';
import { listActiveTestimonials, listHomeCards } from './home.repo';

export async function homeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get(
    '/api/testimonials',
    { config: { policy: 'public' }, schema: { tags: ['home'], summary: 'Active testimonials (is_active true)', response: { 200: z.array(Testimonial) } } },
    async () => listActiveTestimonials(db()),
  );

  r.get(
    '/api/homecards/listing',
    {
      config: { policy: 'public' },
      schema: { tags: ['home'], summary: 'Home page cards by priority (the page shows the first 4; buttonText defaults to Explore)', response: { 200: z.array(HomeCard) } },
    },
    async () => listHomeCards(db()),
  );
}
