import { z } from 'zod';
import { isSafeLink, LINK_MESSAGE } from './link-rules';

export * from './link-rules';

export const optionalLink = (max = 300) =>
  z
    .string()
    .trim()
    .max(max, `Maximum ${max} characters allowed.`)
    .default('')
    .refine((v) => v === '' || isSafeLink(v), LINK_MESSAGE);
