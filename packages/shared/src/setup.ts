import { z } from 'zod';
import { SETUP_MESSAGES } from './setup-messages';
import { SessionUser } from './users';

export { SETUP_MESSAGES };

/** The token of a setup link: 32 random bytes in base64url. */
export const SETUP_TOKEN_PATTERN = /^[\w-]{43}$/;

export const ClaimSetupBody = z.object({
  token: z.string().max(64, { message: SETUP_MESSAGES.invalid, abort: true }).regex(SETUP_TOKEN_PATTERN, SETUP_MESSAGES.invalid),
});
export type ClaimSetupBody = z.infer<typeof ClaimSetupBody>;

export const ClaimSetupResponse = z.object({ user: SessionUser });
