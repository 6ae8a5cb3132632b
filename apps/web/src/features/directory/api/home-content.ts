import { useQuery } from '@tanstack/react-query';
import type { Banner } from '@padosi/shared/banners';
import type { HomeCard, Testimonial } from '@padosi/shared/home';
import { api } from '../../../lib/api-client';
import { FIRST_SCREEN_KEYS } from '@padosi/shared/first-screen';

/** GET /api/banners: active, unexpired banners. */
export const useBanners = () => useQuery({ queryKey: FIRST_SCREEN_KEYS.banners, queryFn: () => api<Banner[]>('/api/banners'), staleTime: 60_000 });

/** GET /api/testimonials; the strip still shows only is_active ones, as the spec's client filters. */
export const useTestimonials = () =>
  useQuery({
    queryKey: ['testimonials'],
    queryFn: () => api<Testimonial[]>('/api/testimonials'),
    staleTime: 5 * 60_000,
    select: (list) => list.filter((t) => t.is_active),
  });

/** GET /api/homecards/listing: the page shows the first 4. */
export const useHomeCards = () =>
  useQuery({ queryKey: FIRST_SCREEN_KEYS.homeCards, queryFn: () => api<HomeCard[]>('/api/homecards/listing'), staleTime: 5 * 60_000 });
