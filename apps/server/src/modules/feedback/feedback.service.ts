import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { insertFeedback, listFeedback } from './feedback.repo';

/** Anyone may send feedback; a signed-in sender is remembered with it. */
export const sendFeedback = (ctx: ViewerContext, body: Parameters<typeof insertFeedback>[1]) => insertFeedback(ctx.db, body, ctx.user?.id ?? null);

/** Admin: feedback newest first. */
export async function findFeedback(ctx: ServiceContext, page: PageRequest) {
  const { items, total } = await listFeedback(ctx.db, page);
  return toPage(items, total, page);
}
