import type { SessionUser } from '@padosi/shared/users';
import { api } from './api-client';
import { getSession, updateStoredUser } from './auth-store';

/**
 * The stored user is what the server said at sign-in. The server reads admin rights afresh on every request, so a
 * grant or revoke since then (from the command line or another admin) already holds there; this check, once per
 * page load, brings the app's copy (the Admin menu, the admin screens) up to date without a new sign-in.
 */
export async function refreshStoredUser() {
  const before = getSession();
  if (!before) return;
  try {
    const { user } = await api<{ user: SessionUser }>('/api/auth/me');
    if (getSession()?.token === before.token && JSON.stringify(user) !== JSON.stringify(before.user)) updateStoredUser(user);
  } catch {
    // Offline, or a session that has ended (the API client has forgotten it then).
  }
}
