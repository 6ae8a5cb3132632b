import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The API client runs in the browser; here localStorage, sessionStorage and fetch are small in-memory stand-ins.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

let calls: Array<{ url: string; init: RequestInit }>;
let reply: { status: number; body: unknown };

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {} });
  calls = [];
  reply = { status: 200, body: { ok: true } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  });
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

const signIn = async () => {
  const store = await import('./auth-store');
  store.setSession({ token: 'tok123', user: { id: 7, user_id: 7, name: 'A', email: 'a@b.c', isadmin: false } as never });
  return store;
};

describe('api()', () => {
  it('sends the bearer token and adds user_id to POST and PUT JSON bodies', async () => {
    await signIn();
    const { api } = await import('./api-client');
    await api('/api/x', { json: { a: 1 } });
    await api('/api/x', { method: 'PUT', json: { a: 2 } });
    await api('/api/x', { method: 'DELETE' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ a: 1, user_id: 7 });
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ a: 2, user_id: 7 });
    expect(calls[2]!.init.body).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok123');
  });

  it('appends a user_id field to form-data bodies', async () => {
    await signIn();
    const { api } = await import('./api-client');
    const form = new FormData();
    form.append('title', 'Cycle');
    await api('/api/ads/create', { form });
    expect((calls[0]!.init.body as FormData).get('user_id')).toBe('7');
  });

  it('adds nothing when nobody is signed in', async () => {
    const { api } = await import('./api-client');
    await api('/api/feedback', { json: { a: 1 } });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ a: 1 });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it("throws the server's error text with status and details", async () => {
    const { api, ApiError } = await import('./api-client');
    reply = { status: 400, body: { error: 'Name is required.', details: { name: 'Name is required.' } } };
    const err = await api('/api/x', { json: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Name is required.', details: { name: 'Name is required.' } });
  });

  it('forgets a session the server calls an invalid token', async () => {
    const store = await signIn();
    const { api } = await import('./api-client');
    reply = { status: 401, body: { error: 'Invalid token.' } };
    await expect(api('/api/auth/me')).rejects.toThrow('Invalid token.');
    expect(store.getSession()).toBeNull();
  });

  it('turns a network failure into the generic message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api, errorText } = await import('./api-client');
    const err = (await api('/api/x').catch((e: unknown) => e)) as { status: number };
    expect(err.status).toBe(0);
    expect(errorText(err, 'Fallback.')).toBe('Fallback.');
  });
});
