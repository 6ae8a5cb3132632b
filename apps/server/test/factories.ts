import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema/index';
import { createSession } from '../src/db/sessions';
import { beforeAll } from 'vitest';
import { lateBound, type TestApp } from './app';

let seq = 0;
const next = () => `${process.pid}-${++seq}`;

/** Writes one row straight to its table (any state the API would refuse to make) and returns it as stored. */
export async function insertRow<T extends PgTable>(t: TestApp, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await t.db.insert(table).values(values).returning();
  return row!;
}

export interface TestUser {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** A user with a live session, written straight to the database (sign-in has its own tests). */
export async function makeUser(t: TestApp, values: Partial<typeof schema.users.$inferInsert> = {}): Promise<TestUser> {
  const n = next();
  const email = values.email ?? `user${n}@test.padosi.in`;
  const [user] = await t.db
    .insert(schema.users)
    .values({ googleSub: `test:${n}`, email, name: `Test User ${n}`.slice(0, 50), ...values })
    .returning();
  const token = await createSession(t.db, t.deps.secrets.sessionSecret, user!.id, 14);
  return { id: user!.id, email, token, auth: { authorization: `Bearer ${token}` } };
}

export const makeAdmin = (t: TestApp, values: Partial<typeof schema.users.$inferInsert> = {}) => makeUser(t, { isAdmin: true, ...values });

/** Users made once before the file's tests (after the app), by role: `useUsers(t, { owner: 'user', admin: 'admin' })`. */
export function useUsers<K extends string>(t: TestApp, roles: Record<K, 'user' | 'admin'>): Record<K, TestUser> {
  const made = new Map<K, TestUser>();
  beforeAll(async () => {
    for (const [name, role] of Object.entries(roles) as [K, 'user' | 'admin'][]) made.set(name, await (role === 'admin' ? makeAdmin(t) : makeUser(t)));
  });
  const names = Object.keys(roles) as K[];
  return Object.fromEntries(names.map((name) => [name, lateBound(() => made.get(name), `user ${name}`)])) as Record<K, TestUser>;
}

export async function makeApartment(t: TestApp, name = `Apartment ${next()}`) {
  const [row] = await t.db.insert(schema.apartments).values({ name }).returning();
  return row!;
}
