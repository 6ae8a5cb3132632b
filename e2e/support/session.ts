import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@e2e.padosi.in';

export interface E2EUser {
  token: string;
  user: { id: number; name: string; email: string; phone_number: string | null; isadmin: boolean };
}

let counter = 0;
/** A unique e-mail per call, so tests never share accounts. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@e2e.padosi.in`;

/** Signs in through the real development sign-in endpoint. */
export async function signUp(request: APIRequestContext, opts: { name?: string; email?: string } = {}): Promise<E2EUser> {
  const res = await request.post('/api/auth/dev-login', { data: { name: opts.name ?? 'Test Resident', email: opts.email ?? uniqueEmail() } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A signed-in user whose profile is complete (phone, apartment, flat), ready to post listings. */
export async function signUpWithProfile(request: APIRequestContext, opts: { name?: string; email?: string } = {}): Promise<E2EUser> {
  const auth = await signUp(request, opts);
  const apartmentId = await ensureApartment(request);
  const res = await request.post(`/api/userprofile/update/${auth.user.id}`, {
    headers: { authorization: `Bearer ${auth.token}` },
    multipart: {
      name: auth.user.name,
      phone_number: '9876543210',
      apartment_id: String(apartmentId),
      block_flat_number: 'A-101',
      address: 'MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { token: auth.token, user: (await res.json()).user };
}

export const signUpAdmin = (request: APIRequestContext) => signUpWithProfile(request, { name: 'Admin Tester', email: ADMIN_EMAIL });

/** Makes sure at least one apartment exists (created by the admin account), returns an id. */
export async function ensureApartment(request: APIRequestContext, name = 'E2E Residency'): Promise<number> {
  const list = await (await request.get('/api/apartments')).json();
  const found = list.find((a: { name: string }) => a.name === name);
  if (found) return found.id;
  const admin = await signUp(request, { name: 'Admin Tester', email: ADMIN_EMAIL });
  const res = await request.post('/api/apartments', { headers: { authorization: `Bearer ${admin.token}` }, data: { name } });
  if (res.status() === 409) return ensureApartment(request, name);
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** Puts a session into the browser's storage before the app starts, as a completed sign-in would. */
export async function useSession(page: Page, auth: E2EUser) {
  await page.addInitScript((a) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('token', a.token);
    localStorage.setItem('user', JSON.stringify(a.user));
    localStorage.setItem('user_id', String(a.user.id));
  }, auth);
}
