import type { SessionUser } from '@padosi/shared/users';
import { api } from '../../../lib/api-client';

/** The signed-in user becomes the first admin with the setup link's token. */
export const claimSetup = (token: string) => api<{ user: SessionUser }>('/api/setup/claim', { json: { token } });
