import { HIDEABLE_TYPES, REPORT_MESSAGES, reportItemLink, type ReportItemType, type ReportStatus } from '@padosi/shared/reports';
import type { ServiceContext } from '../../platform/services/context';
import type { Db } from '../../platform/engine/db';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { TRUST_MESSAGES } from '@padosi/shared/trust';
import { hideReportedReview } from '../reviews/reviews.service';
import { removeKitchenReview } from '../kitchens/kitchens.service';
import { hideReportedProvider } from '../providers/providers.service';
import { hideReportedRide } from '../carpool/carpool.service';
import { removeReportedListing } from '../moderation/moderation.service';
import {
  findReport,
  insertReport,
  isHiddenByAdmin,
  isOnHiddenListing,
  itemExists,
  itemOwner,
  listReports,
  resolveItemReports,
  resolveReport,
} from './reports.repo';

export { countOpenReports, isHiddenByAdmin } from './reports.repo';

export async function createReport(ctx: ServiceContext, body: { item_type: ReportItemType; item_id: number; reason: string }) {
  if (!(await itemExists(ctx.db, body.item_type, body.item_id))) throw NotFound('The reported item');
  if (await isOnHiddenListing(ctx.db, body.item_type, body.item_id)) throw Forbidden(TRUST_MESSAGES.hiddenNoReport);
  const row = await insertReport(ctx.db, { itemType: body.item_type, itemId: body.item_id, reporterId: ctx.user.id, reason: body.reason });
  if (!row) throw Conflict(REPORT_MESSAGES.alreadyReported);
  return row;
}

export async function findReports(ctx: ServiceContext, status: ReportStatus, page: number, pageSize: number) {
  const { rows, total } = await listReports(ctx.db, status, page, pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      item_type: r.itemType,
      item_id: r.itemId,
      item_link: reportItemLink(r.itemType, r.itemId, r.reviewProviderId ?? r.reviewKitchenId),
      reason: r.reason,
      status: r.status,
      reporter_name: r.reporterName,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  };
}

/**
 * Hide: the item takes its own hidden state (an ad or rental becomes Inactive, which only its owner and admins
 * see; a review is removed and the rating recomputed), and every open report on it is closed as hidden. The owner
 * cannot switch a hidden ad or rental back on. Dismiss closes this one report and changes nothing else. Either way
 * one audit entry. Ads and rentals hear of it through the event bus: they ask this module whether an admin hid a
 * listing, so this one cannot import them (no module cycle).
 */
export async function actOnReport(ctx: ServiceContext, id: number, action: 'hide' | 'dismiss') {
  const { db, user: admin } = ctx;
  const report = await findReport(db, id);
  if (!report) throw NotFound('The report');
  if (report.status !== 'open') throw Conflict(REPORT_MESSAGES.notOpen);
  const audit = () => ctx.audit(action === 'hide' ? 'report.hide' : 'report.dismiss', `${report.itemType}:${report.itemId}`, { report: report.id });
  if (action === 'dismiss') {
    await resolveReport(db, id, 'dismissed', admin.id);
    await audit();
    await ctx.emit('report.decided', {
      itemType: report.itemType,
      itemId: report.itemId,
      reporterId: report.reporterId,
      ownerId: null,
      actorId: admin.id,
      hidden: false,
    });
    return report;
  }
  if (!HIDEABLE_TYPES.includes(report.itemType)) throw Invalid(REPORT_MESSAGES.cannotHide);
  if (!(await itemExists(db, report.itemType, report.itemId))) throw NotFound('The reported item');
  const ownerId = await itemOwner(db, report.itemType, report.itemId);
  if (report.itemType === 'ad' || report.itemType === 'rental') await ctx.emit('listing.hidden', { type: report.itemType, id: report.itemId });
  else if (report.itemType === 'provider') await hideReportedProvider(ctx, report.itemId);
  else if (report.itemType === 'ride') await hideReportedRide(ctx, report.itemId);
  else if (report.itemType === 'kitchen_review') await removeKitchenReview(ctx, report.itemId);
  else await hideReportedReview(ctx, report.itemId);
  // The public then sees "removed by the moderators" (410), the owner the reason, the Listings screen a hidden row.
  if (report.itemType === 'ad' || report.itemType === 'rental' || report.itemType === 'ride') await removeReportedListing(ctx, report.itemType, report.itemId);
  await resolveItemReports(db, report.itemType, report.itemId, 'hidden', admin.id);
  await audit();
  await ctx.emit('report.decided', {
    itemType: report.itemType,
    itemId: report.itemId,
    reporterId: report.reporterId,
    ownerId,
    actorId: admin.id,
    hidden: true,
  });
  return report;
}

/** For the ads and rentals services: an owner may not switch a listing the admins hid back on. */
export const wasHiddenByAdmin = (db: Db, type: 'ad' | 'rental', id: number) => isHiddenByAdmin(db, type, id);
