import {
  HOME_HELP_LIMITS,
  HOME_HELP_MESSAGES as M,
  type HomeHelpBodyValues,
  type HomeHelpListValues,
  type HomeHelpServiceType,
  type HomeHelpUpdateValues,
} from '@padosi/shared/home-help';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { assertOwnerOrAdmin, type AuthUser } from '../../platform/http/auth';
import type { Db } from '../../platform/engine/db';
import { toPage } from '../../platform/sql/paging';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { isHomeHelpProvider, listHomeHelpProviders } from './home-help-providers.repo';
import * as repo from './home-help.repo';
import { assertCanPost } from '../residents/residents.service';

/**
 * GET /api/home-help/: admins see every request; anyone else sees only their own, with the same filters
 * (decision 504). GET /user-requests is always the caller's own.
 */
export async function listRequests(ctx: ServiceContext, q: HomeHelpListValues, ownOnly: boolean) {
  const { user } = ctx;
  const page = { page: q.page, pageSize: HOME_HELP_LIMITS.pageSize };
  const filter = { userId: ownOnly || !user.isAdmin ? user.id : q.user_id, serviceType: q.service_type, address: q.address || undefined, status: q.status };
  const { items, total } = await repo.listRequests(ctx.db, filter, page);
  return toPage(items, total, page);
}

export async function getRequestDetails(ctx: ServiceContext, id: number) {
  const { db, user } = ctx;
  const request = await repo.findRequest(db, id);
  if (!request) throw NotFound(M.notFound);
  assertOwnerOrAdmin(user, request.user_id);
  return { ...request, history: await repo.listHistory(db, id) };
}

/** Status and provider belong to admins: anyone else may only send them back unchanged. */
function assertAdminFields(user: AuthUser, body: { status?: string; provider_id?: number | null }, current: { status: string; providerId: number | null }) {
  if (user.isAdmin) return;
  const changesStatus = body.status !== undefined && body.status !== current.status;
  const changesProvider = body.provider_id !== undefined && body.provider_id !== current.providerId;
  if (changesStatus || changesProvider) throw Forbidden(M.adminOnly);
}

async function assertProvider(db: Db, providerId: number | null | undefined, currentId: number | null) {
  if (providerId == null || providerId === currentId) return;
  if (!(await isHomeHelpProvider(db, providerId))) throw Invalid(M.providerInvalid, { provider_id: M.providerInvalid });
}

/** The request's columns from a create or update body (absent fields stay undefined: an update leaves them). */
const columns = (body: Partial<HomeHelpBodyValues>) => ({
  serviceType: body.service_type,
  requestDate: body.request_date,
  requestTime: body.request_time,
  phoneNumber: body.phone_number,
  address: body.address,
  description: body.description,
  status: body.status,
  providerId: body.provider_id,
});

export async function createRequest(ctx: ServiceContext, body: HomeHelpBodyValues) {
  await assertCanPost(ctx);
  const { db, user } = ctx;
  assertAdminFields(user, body, { status: 'Pending', providerId: null });
  await assertProvider(db, body.provider_id, null);
  const status = body.status ?? 'Pending';
  const row = await db.transaction(async (tx) => {
    // The create schema requires every column, so none of them is undefined here.
    const values = { ...columns(body), userId: user.id, status, providerId: body.provider_id ?? null } as Parameters<typeof repo.insertRequest>[1];
    const created = await repo.insertRequest(tx, values);
    await repo.insertHistory(tx, created.id, status, user.id);
    return created;
  });
  return (await repo.findRequest(db, row.id))!;
}

/**
 * The requester edits their own request while it is Pending; an admin edits any request at any time and is the
 * only one who changes status or provider. A status change is recorded in the history in the same transaction.
 */
export async function updateRequest(ctx: ServiceContext, id: number, body: HomeHelpUpdateValues) {
  const { db, user } = ctx;
  const current = await repo.findRequestRow(db, id);
  if (!current) throw NotFound(M.notFound);
  assertOwnerOrAdmin(user, current.userId);
  assertAdminFields(user, body, current);
  if (!user.isAdmin && current.status !== 'Pending') throw Conflict(M.notPending);
  if (body.request_date !== undefined && body.request_date !== current.requestDate && body.request_date < ctx.clock.today()) {
    throw Invalid(M.datePast, { request_date: M.datePast });
  }
  await assertProvider(db, body.provider_id, current.providerId);

  const statusChanged = body.status !== undefined && body.status !== current.status;
  const providerChanged = body.provider_id !== undefined && body.provider_id !== current.providerId;
  await db.transaction(async (tx) => {
    await repo.updateRequest(tx, id, columns(body));
    if (statusChanged) await repo.insertHistory(tx, id, body.status!, user.id);
  });
  const updated = (await repo.findRequest(db, id))!;
  if (statusChanged || providerChanged) {
    await ctx.audit('home_help.update', `home_help:${id}`, { status: updated.status, provider_id: updated.provider_id, ownerId: current.userId });
  } else if (user.id !== current.userId) await ctx.audit('admin.edit_other', `home_help:${id}`, { ownerId: current.userId });
  if (statusChanged || (providerChanged && updated.provider_name)) {
    await ctx.emit('home_help.changed', {
      requestId: id,
      ownerId: current.userId,
      actorId: user.id,
      status: updated.status,
      statusChanged,
      provider: updated.provider_name,
      providerChanged,
      service: updated.service_type,
      date: updated.request_date,
    });
  }
  return updated;
}

/** The requester removes their own Pending request; an admin removes any. */
export async function deleteRequest(ctx: ServiceContext, id: number) {
  const { db, user } = ctx;
  const current = await repo.findRequestRow(db, id);
  if (!current) throw NotFound(M.notFound);
  assertOwnerOrAdmin(user, current.userId);
  if (!user.isAdmin && current.status !== 'Pending') throw Conflict(M.notPending);
  await repo.deleteRequest(db, id);
  if (user.isAdmin && user.id !== current.userId) await ctx.audit('home_help.delete', `home_help:${id}`, { owner: current.userId });
}

/** The providers of one service type that a request may be assigned to (home help's own list, decision 503). */
export const listProvidersFor = (ctx: ViewerContext, serviceType?: HomeHelpServiceType) => listHomeHelpProviders(ctx.db, serviceType);
