import { count, desc } from 'drizzle-orm';
import type { FeedbackValues } from '@padosi/shared/feedback';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';

const { feedback } = schema;

export async function insertFeedback(db: Db, values: FeedbackValues, userId: number | null) {
  const [row] = await db
    .insert(feedback)
    .values({ ...values, userId })
    .returning({ id: feedback.id });
  return row!;
}

export async function listFeedback(db: Db, page: PageRequest) {
  const { limit, offset } = pageSlice(page);
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(feedback),
  ]);
  return {
    items: rows.map((f) => ({
      id: f.id,
      name: f.name,
      email: f.email,
      message: f.message,
      rating: f.rating,
      user_id: f.userId,
      created_at: f.createdAt.toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}
