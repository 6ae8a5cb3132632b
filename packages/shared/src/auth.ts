import { z } from 'zod';
import { AgeConfirmed, SessionUser } from './users';

export { AUTH_MESSAGES } from './auth-messages';

/**
 * `age_confirmed`: the sign-up's "I am at least 13" (issue 30). A Google sign-in that would create an account needs
 * it; an existing account's sign-in records it when sent.
 */
export const GoogleLoginBody = z.object({ credential: z.string().min(20).max(4096), age_confirmed: z.boolean().optional() });

export const DevLoginBody = z.object({
  email: z.email('Enter a valid email address.').max(254),
  name: z.string().trim().min(1, 'Name is required.').max(50, 'Maximum 50 characters allowed.'),
  age_confirmed: z.boolean().optional(),
});
export type DevLoginValues = z.infer<typeof DevLoginBody>;
/** The login page's form: the tick is required there (the development API keeps the spec's {email, name}). */
export const DevLoginForm = DevLoginBody.extend({ age_confirmed: AgeConfirmed });
export type DevLoginFormInput = z.input<typeof DevLoginForm>;

export const AuthResponse = z.object({ user: SessionUser, token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponse>;
