import { z } from 'zod';
import { SessionUser } from './users';

export { AUTH_MESSAGES } from './auth-messages';

export const GoogleLoginBody = z.object({ credential: z.string().min(20).max(4096) });

export const DevLoginBody = z.object({
  email: z.email('Enter a valid email address.').max(254),
  name: z.string().trim().min(1, 'Name is required.').max(50, 'Maximum 50 characters allowed.'),
});
export type DevLoginValues = z.infer<typeof DevLoginBody>;

export const AuthResponse = z.object({ user: SessionUser, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;
