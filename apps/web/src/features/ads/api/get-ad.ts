import { useQuery } from '@tanstack/react-query';
import type { Ad } from '@padosi/shared/ads';
import { isListingId, listingQuery } from '../../../lib/listings';

export const adQuery = (id: number) => listingQuery<Ad>('ads', id, `/api/ads/details/${id}`);

export const useAd = (id: number) => useQuery({ ...adQuery(id), enabled: isListingId(id) });
