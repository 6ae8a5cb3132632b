import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@padosi/shared/users';

/**
 * The signed-in user and bearer token, kept in local storage (and mirrored to session storage, as the spec
 * says) under the keys the original client used: token, user, user_id.
 */
const KEYS = { token: 'token', user: 'user', userId: 'user_id' } as const;

export interface Session {
  token: string;
  user: SessionUser;
}

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const token = localStorage.getItem(KEYS.token);
    const user = localStorage.getItem(KEYS.user);
    return token && user ? { token, user: JSON.parse(user) as SessionUser } : null;
  } catch {
    return null;
  }
}

function emit() {
  cached = undefined;
  listeners.forEach((l) => l());
}

export const getSession = (): Session | null => (cached === undefined ? (cached = read()) : cached);
export const getToken = () => getSession()?.token ?? null;

export function setSession(session: Session) {
  for (const store of [localStorage, sessionStorage]) {
    store.setItem(KEYS.token, session.token);
    store.setItem(KEYS.user, JSON.stringify(session.user));
    store.setItem(KEYS.userId, String(session.user.id));
  }
  emit();
}

export function updateStoredUser(user: SessionUser) {
  const token = getToken();
  if (token) setSession({ token, user });
}

export function clearSession() {
  for (const store of [localStorage, sessionStorage]) Object.values(KEYS).forEach((k) => store.removeItem(k));
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || Object.values(KEYS).includes(e.key as never)) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSession = () => useSyncExternalStore(subscribe, getSession, () => null);
export const useCurrentUser = () => useSession()?.user ?? null;
