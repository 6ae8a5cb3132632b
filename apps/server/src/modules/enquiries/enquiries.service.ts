import { ENQUIRY_MESSAGES, type EnquiryStatus } from '@padosi/shared/enquiries';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { NotFound } from '../../platform/http/errors';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { insertEnquiry, listEnquiries, toEnquiryItem, updateEnquiryStatus } from './enquiries.repo';

type EnquiryFields = Pick<Parameters<typeof insertEnquiry>[1], 'name' | 'phone' | 'service' | 'requirement' | 'source'>;

/** Anyone may send one; a signed-in sender is remembered with it. */
export async function sendEnquiry(ctx: ViewerContext, fields: EnquiryFields) {
  const { name, phone, service, requirement, source } = fields;
  return insertEnquiry(ctx.db, { name, phone, service, requirement, source, userId: ctx.user?.id ?? null });
}

/** Admin: enquiries newest first, optionally of one status. */
export async function findEnquiries(ctx: ServiceContext, status: EnquiryStatus | undefined, page: PageRequest) {
  const { items, total } = await listEnquiries(ctx.db, { status }, page);
  return toPage(items, total, page);
}

/** Admin: moves an enquiry to a new status; one audit entry. */
export async function setEnquiryStatus(ctx: ServiceContext, id: number, status: EnquiryStatus) {
  const row = await updateEnquiryStatus(ctx.db, id, status);
  if (!row) throw NotFound(ENQUIRY_MESSAGES.notFound);
  await ctx.audit('enquiry.status', `enquiry:${row.id}`, { status: row.status });
  return toEnquiryItem(row);
}
