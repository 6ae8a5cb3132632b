import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { HomeHelpRequest, HomeHelpServiceType, HomeHelpStatus } from '@padosi/shared/home-help';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';
import { providerPicture } from './home-help-providers.repo';
import { verifiedResidentOf } from '../../db/verified-resident';
import type { VerifiedResident } from '@padosi/shared/residents';

const { homeHelpRequests: requests, homeHelpStatusHistory: history, users, serviceProviders: providers } = schema;
export type RequestRow = typeof requests.$inferSelect;
export type RequestColumns = Partial<Omit<typeof requests.$inferInsert, 'id' | 'createdAt'>>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The request with the requester's name and the assigned provider, as the API shows it. */
const selection = {
  request: requests,
  requesterName: users.name,
  providerName: providers.name,
  providerImage: providers.profileImage,
  providerRating: providers.rating,
  verified: verifiedResidentOf(requests.userId),
};
type Joined = {
  request: RequestRow;
  requesterName: string;
  providerName: string | null;
  providerImage: string | null;
  providerRating: number | null;
  verified: VerifiedResident | null;
};

export const toRequest = ({ request: r, requesterName, providerName, providerImage, providerRating, verified }: Joined): HomeHelpRequest => ({
  id: r.id,
  user_id: r.userId,
  requester_name: requesterName,
  service_type: r.serviceType,
  request_date: r.requestDate,
  request_time: r.requestTime,
  phone_number: r.phoneNumber,
  address: r.address,
  description: r.description,
  status: r.status,
  provider_id: r.providerId,
  provider_name: providerName,
  provider_picture: providerPicture(providerImage),
  provider_rating: providerRating,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  verified,
});

const joined = (db: Db) =>
  db.select(selection).from(requests).innerJoin(users, eq(users.id, requests.userId)).leftJoin(providers, eq(providers.id, requests.providerId));

export async function findRequest(db: Db, id: number) {
  const [row] = await joined(db).where(eq(requests.id, id)).limit(1);
  return row ? toRequest(row) : null;
}

export const findRequestRow = (db: Db, id: number) => byId(requests).find(db, id);

export interface RequestFilter {
  userId?: number;
  serviceType?: HomeHelpServiceType;
  address?: string;
  status?: HomeHelpStatus;
}

/** Newest first, one page in SQL; every filter column is indexed (user, type, status, address trigram). */
export async function listRequests(db: Db, f: RequestFilter, page: PageRequest) {
  const { limit, offset } = pageSlice(page);
  const conditions: SQL[] = [];
  if (f.userId != null) conditions.push(eq(requests.userId, f.userId));
  if (f.serviceType) conditions.push(eq(requests.serviceType, f.serviceType));
  if (f.status) conditions.push(eq(requests.status, f.status));
  if (f.address) conditions.push(ilike(requests.address, `%${escapeLike(f.address)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(requests.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { items: rows.map(toRequest), total: total?.n ?? 0 };
}

export async function insertRequest(db: Db, values: typeof requests.$inferInsert) {
  const [row] = await db.insert(requests).values(values).returning();
  return row!;
}

export const updateRequest = (db: Db, id: number, values: RequestColumns) => byId(requests).update(db, id, values);

export async function deleteRequest(db: Db, id: number) {
  await db.delete(requests).where(eq(requests.id, id));
}

export async function insertHistory(db: Db, requestId: number, status: HomeHelpStatus, changedBy: number) {
  await db.insert(history).values({ requestId, status, changedBy });
}

export async function listHistory(db: Db, requestId: number) {
  const rows = await db
    .select({ status: history.status, changedByName: users.name, changedAt: history.changedAt })
    .from(history)
    .leftJoin(users, eq(users.id, history.changedBy))
    .where(eq(history.requestId, requestId))
    .orderBy(asc(history.changedAt), asc(history.id))
    .limit(200);
  return rows.map((h) => ({ status: h.status, changed_by_name: h.changedByName, changed_at: h.changedAt.toISOString() }));
}
