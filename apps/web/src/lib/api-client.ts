import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { clearSession, getSession } from './auth-store';

/** A failed call: the server's `{error, details}` or a readable stand-in, with the HTTP status (0 = network). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const NETWORK_ERROR = 'Something went wrong. Please try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** A JSON body; on POST and PUT the signed-in user's id is added as user_id, as the original client did. */
  json?: Record<string, unknown>;
  /** A multipart body; on POST and PUT a user_id field is appended. */
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function withQuery(path: string, query: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The one way the app talks to the API. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.json || opts.form ? 'POST' : 'GET');
  const session = getSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers.authorization = `Bearer ${session.token}`;
  const addsUserId = (method === 'POST' || method === 'PUT') && session;

  let body: BodyInit | undefined;
  if (opts.form) {
    if (addsUserId && !opts.form.has('user_id')) opts.form.append('user_id', String(session.user.id));
    body = opts.form;
  } else if (opts.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(addsUserId ? { ...opts.json, user_id: session.user.id } : opts.json);
  }

  let res: Response;
  try {
    res = await fetch(withQuery(path, opts.query), { method, headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR);
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const payload = (data ?? {}) as { error?: unknown; details?: Record<string, string> };
    const message = typeof payload.error === 'string' ? payload.error : typeof data === 'string' && data ? data : NETWORK_ERROR;
    // A revoked or expired session: forget it so the app shows the signed-out state.
    if (res.status === 401 && session && message === AUTH_MESSAGES.invalidToken) clearSession();
    throw new ApiError(res.status, message, payload.details ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's message, or the screen's own fallback when there is none. */
export const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.status !== 0 && err.message ? err.message : fallback);
