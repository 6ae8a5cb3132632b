import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { EnquiryStatus } from '@padosi/shared/enquiries';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';

const { enquiries } = schema;
type EnquiryRow = typeof enquiries.$inferSelect;

export const toEnquiryItem = (e: EnquiryRow) => ({
  id: e.id,
  name: e.name,
  phone: e.phone,
  service: e.service,
  requirement: e.requirement,
  source: e.source,
  status: e.status,
  user_id: e.userId,
  created_at: e.createdAt.toISOString(),
});

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning();
  return row!;
}

export async function listEnquiries(db: Db, filter: { status?: EnquiryStatus }, page: PageRequest) {
  const { limit, offset } = pageSlice(page);
  const where: SQL | undefined = filter.status ? and(eq(enquiries.status, filter.status)) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(enquiries).where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { items: rows.map(toEnquiryItem), total: totalRow?.total ?? 0 };
}

export async function updateEnquiryStatus(db: Db, id: number, status: EnquiryStatus) {
  const [row] = await db.update(enquiries).set({ status, updatedAt: new Date() }).where(eq(enquiries.id, id)).returning();
  return row ?? null;
}
