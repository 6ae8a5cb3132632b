import { expect, type APIRequestContext } from '@playwright/test';
import type { E2EUser } from './session';

/** A calendar date in India, n days from today, as 'YYYY-MM-DD' (what date inputs take). */
export const indiaDate = (days = 0) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** A place name no other test uses, so a list can be filtered down to one test's rides. */
export const uniquePlace = (label: string) => `${label} ${Date.now().toString(36)}${++seq}`;

const bearer = (auth: E2EUser) => ({ authorization: `Bearer ${auth.token}` });

/** Posts a ride through the real API; returns its id. */
export async function postRide(request: APIRequestContext, auth: E2EUser, ride: Record<string, unknown>): Promise<number> {
  const res = await request.post('/api/carpooling/create', {
    headers: bearer(auth),
    data: { ride_name: auth.user.name, phone_number: '9876543210', mode: 'car', ride_date: indiaDate(1), ride_time: '08:30', available_seats: 2, ...ride },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).ride.id;
}

/** Creates a home-help request through the real API; returns its id. */
export async function postRequest(request: APIRequestContext, auth: E2EUser, values: Record<string, unknown> = {}): Promise<number> {
  const res = await request.post('/api/home-help/create', {
    headers: bearer(auth),
    data: {
      service_type: 'Maid',
      request_date: indiaDate(1),
      request_time: '09:30',
      phone_number: '9876543210',
      address: 'A-101, MG Road, Bengaluru',
      ...values,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).request.id;
}

/** A maid provider in the directory, made through the directory's own API (categories by an admin, the provider by its owner). */
export async function makeMaidProvider(request: APIRequestContext, admin: E2EUser, owner: E2EUser, name: string): Promise<number> {
  const tag = `${Date.now().toString(36)}${++seq}`;
  const main = await request.post('/api/managecategory/create', { headers: bearer(admin), multipart: { name: `House Keeping ${tag}` } });
  expect(main.status(), await main.text()).toBe(201);
  const sub = await request.post('/api/managecategory/create', {
    headers: bearer(admin),
    multipart: { name: `Maid ${tag}`, parent_id: String((await main.json()).id), home_help: 'maid' },
  });
  expect(sub.status(), await sub.text()).toBe(201);
  const provider = await request.post('/api/service-providers/create', {
    headers: bearer(owner),
    multipart: { name, parent_id: String((await main.json()).id), service_type: String((await sub.json()).id), phone_number: '9876512345' },
  });
  expect(provider.status(), await provider.text()).toBe(201);
  return (await provider.json()).id;
}
