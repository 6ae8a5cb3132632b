import { ApiError } from './api-client';

/** A sign-in refused because the account is being deleted (409 with the deletion time and a cancel token, issue 30). */
export interface PendingDeletion {
  token: string;
  eraseAfter: string;
}

export function pendingDeletion(err: unknown): PendingDeletion | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const { cancel_token: token, erase_after: eraseAfter } = err.details;
  return token && eraseAfter ? { token, eraseAfter } : null;
}

/** Where a refused sign-in goes: the page that offers to cancel the deletion (features/privacy). */
export const ACCOUNT_DELETION_PATH = '/account-deletion';
