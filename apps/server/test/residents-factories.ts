import * as schema from '../src/db/schema/index';
import type { TestApp } from './app';
import { insertRow, makeApartment, type TestUser } from './factories';

let seq = 0;

/** A flat in a block of a new (or given) apartment, written straight to the tables. */
export async function makeFlat(t: TestApp, options: { apartmentId?: number; block?: string; flat?: string; inviteCode?: string | null } = {}) {
  const apartmentId = options.apartmentId ?? (await makeApartment(t)).id;
  const block = await insertRow(t, schema.blocks, { apartmentId, name: options.block ?? `Block ${++seq}`, inviteCode: options.inviteCode ?? null });
  const flat = await insertRow(t, schema.flats, { blockId: block.id, name: options.flat ?? '101' });
  return { apartmentId, block, flat };
}

/** Makes `user` a verified resident of a new flat (or the given one), as an approved join would; returns the residency. */
export async function verifyResident(t: TestApp, user: TestUser, flatId?: number) {
  const id = flatId ?? (await makeFlat(t)).flat.id;
  return insertRow(t, schema.residencies, { userId: user.id, flatId: id, role: 'owner', status: 'approved', via: 'request' });
}

/** Sets the society's registration mode (and flat limit) through the admin's settings API. */
export async function setRegistration(t: TestApp, admin: TestUser, registrationMode: 'open' | 'verified_to_post' | 'invite_only', flatResidentLimit = 4) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: { registrationMode, flatResidentLimit } });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
}
