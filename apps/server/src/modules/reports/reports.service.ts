import { HIDEABLE_TYPES, REPORT_MESSAGES, reportItemLink, type ReportItemType, type ReportStatus } from '@padosi/shared/reports';
import type { AuthUser } from '../../platform/http/auth';
import type { Db } from '../../platform/engine/db';
import type { AppDeps } from '../../platform/services/deps';
import { Conflict, Invalid, NotFound } from '../../platform/http/errors';
import { createHook } from '../../platform/services/hooks';
import { deleteReview } from '../reviews/reviews.service';
import { hideReportedProvider } from '../providers/providers.service';
import { hideReportedRide } from '../carpool/carpool.service';
import { findReport, insertReport, isHiddenByAdmin, itemExists, listReports, resolveItemReports, resolveReport } from './reports.repo';

export { countOpenReports, isHiddenByAdmin } from './reports.repo';

/**
 * Hiding an ad or a rental: the ads and rentals services subscribe and make their own listing Inactive. A hook,
 * not an import, because those services ask this one whether an admin hid a listing (no module cycle).
 */
export const listingHidden = createHook<[deps: AppDeps, type: 'ad' | 'rental', id: number]>();

export async function createReport(db: Db, user: AuthUser, body: { item_type: ReportItemType; item_id: number; reason: string }) {
  if (!(await itemExists(db, body.item_type, body.item_id))) throw NotFound('The reported item');
  const row = await insertReport(db, { itemType: body.item_type, itemId: body.item_id, reporterId: user.id, reason: body.reason });
  if (!row) throw Conflict(REPORT_MESSAGES.alreadyReported);
  return row;
}

export async function findReports(db: Db, status: ReportStatus, page: number, pageSize: number) {
  const { rows, total } = await listReports(db, status, page, pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      item_type: r.itemType,
      item_id: r.itemId,
      item_link: reportItemLink(r.itemType, r.itemId, r.reviewProviderId),
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
 * cannot switch a hidden ad or rental back on. Dismiss closes this one report and changes nothing else.
 */
export async function actOnReport(deps: AppDeps, admin: AuthUser, id: number, action: 'hide' | 'dismiss') {
  const { db } = deps.database;
  const report = await findReport(db, id);
  if (!report) throw NotFound('The report');
  if (report.status !== 'open') throw Conflict(REPORT_MESSAGES.notOpen);
  if (action === 'dismiss') {
    await resolveReport(db, id, 'dismissed', admin.id);
    return report;
  }
  if (!HIDEABLE_TYPES.includes(report.itemType)) throw Invalid(REPORT_MESSAGES.cannotHide);
  if (!(await itemExists(db, report.itemType, report.itemId))) throw NotFound('The reported item');
  if (report.itemType === 'ad' || report.itemType === 'rental') await listingHidden.emit(deps, report.itemType, report.itemId);
  else if (report.itemType === 'provider') await hideReportedProvider(deps, report.itemId);
  else if (report.itemType === 'ride') await hideReportedRide(deps, report.itemId);
  else await deleteReview(deps, admin, report.itemId);
  await resolveItemReports(db, report.itemType, report.itemId, 'hidden', admin.id);
  return report;
}

/** For the ads and rentals services: an owner may not switch a listing the admins hid back on. */
export const wasHiddenByAdmin = (db: Db, type: 'ad' | 'rental', id: number) => isHiddenByAdmin(db, type, id);
