import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AuthResponse } from '@padosi/shared/auth';
import { IMAGE_FOLDERS, type ImageFolder } from '@padosi/shared/images';
import { sql } from 'drizzle-orm';
import { toPage, pageSlice, type PageRequest } from '../../platform/sql/paging';
import { PRIVACY_LIMITS, PRIVACY_MESSAGES as M, type DataExport, type ErasureBody, type PendingErasure, type PrivacyState } from '@padosi/shared/privacy';
import { AppError, Conflict, NotFound } from '../../platform/http/errors';
import { systemContext, type AppRoot, type ServiceContext, type SystemContext, type ViewerContext } from '../../platform/services/context';
import { createSession, deleteUserSessions } from '../../db/sessions';
import { cancelOrdersOfLeavingUser } from '../kitchens/orders.service';
import { findSessionUser } from '../users/users.service';
import * as repo from './privacy.repo';

const DAY_MS = 86_400_000;
export const EXPORT_JOB = 'privacy-export';
/** Hourly, once across instances: erases accounts whose grace is over and removes expired archives. */
export const SWEEP_JOB = 'privacy-sweep';

const exportsDir = (ctx: { deps: ServiceContext['deps'] }) => path.join(ctx.deps.config.dataDir, 'exports');

function toExport(row: NonNullable<Awaited<ReturnType<typeof repo.findExport>>>, now: Date): DataExport {
  const live = row.status === 'ready' && row.file !== null && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    requested_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes,
    download_url: live ? `/api/privacy/exports/${row.id}/download` : null,
  };
}

/** The profile's "your data" panel. */
export async function privacyState(ctx: ServiceContext): Promise<PrivacyState> {
  const now = ctx.clock.now();
  const latest = await repo.latestExport(ctx.db, ctx.user.id);
  const next = latest ? new Date(latest.createdAt.getTime() + DAY_MS) : null;
  const canRequest = !next || next <= now;
  return { latest_export: latest ? toExport(latest, now) : null, can_request_export: canRequest, next_export_at: canRequest ? null : next!.toISOString() };
}

/** "Download my data": one archive a day (429 otherwise), built by the job queue. */
export async function requestExport(ctx: ServiceContext): Promise<DataExport> {
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    // One request at a time per person: a double tap cannot slip two archives past the daily limit.
    await tx.db.execute(sql`SELECT pg_advisory_xact_lock(${EXPORT_LOCK}, ${ctx.user.id})`);
    if ((await repo.exportsSince(tx.db, ctx.user.id, new Date(now.getTime() - DAY_MS))) >= PRIVACY_LIMITS.exportsPerDay)
      throw new AppError(429, M.exportOncePerDay);
    const made = await repo.insertExport(tx.db, ctx.user.id, now);
    await tx.audit('privacy.export_requested', `data_export:${made.id}`);
    return made;
  });
  await ctx.deps.jobs.send(EXPORT_JOB, { exportId: row.id });
  return toExport(row, now);
}
const EXPORT_LOCK = 0x70727631;

/** Every stored image a set of rows names (`/uploads/<folder>/<file>`, in a column or an array of them). */
export function imagesIn(rows: Iterable<repo.Row[]>) {
  const found = new Map<string, { folder: ImageFolder; file: string }>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'string') return;
    const m = /^\/uploads\/([a-z-]+)\/([a-f0-9]{32}\.(?:jpg|png|webp))$/.exec(value);
    if (m && (IMAGE_FOLDERS as readonly string[]).includes(m[1]!)) found.set(value, { folder: m[1] as ImageFolder, file: m[2]! });
  };
  for (const list of rows) for (const row of list) Object.values(row).forEach(visit);
  return [...found.values()];
}

/** The job: one JSON file per kind of record and the images they uploaded, zipped under DATA_DIR/exports. */
export async function buildExport(ctx: SystemContext, exportId: number) {
  const row = await repo.findExport(ctx.db, exportId);
  if (!row || row.status !== 'pending') return;
  const records = await repo.recordsOf(ctx.db, row.userId);
  const files: Zippable = {};
  for (const [kind, rows] of records) files[`${kind}.json`] = strToU8(JSON.stringify(rows, null, 2));
  for (const image of imagesIn(records.values())) {
    const data = await fs.readFile(path.join(ctx.deps.uploads.root, image.folder, image.file)).catch(() => null);
    // Images are already compressed: stored as they are.
    if (data) files[`images/${image.folder}/${image.file}`] = [data, { level: 0 }];
  }
  files['README.txt'] = strToU8(
    `Your data on Padosi, as it stood on ${ctx.clock.now().toISOString()}.\nOne JSON file per kind of record, and the images you uploaded under images/.\nSession secrets and push keys are left out.\n`,
  );
  const zip = zipSync(files, { level: 6 });
  const dir = exportsDir(ctx);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = `${crypto.randomBytes(16).toString('hex')}.zip`;
  await fs.writeFile(path.join(dir, file), zip, { mode: 0o600 });
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + PRIVACY_LIMITS.exportDays * DAY_MS);
  await repo.markExport(ctx.db, exportId, { status: 'ready', file, bytes: zip.byteLength, readyAt: now, expiresAt });
  await ctx.emit('export.ready', { userId: row.userId, exportId, expiresAt: expiresAt.toISOString() });
}

/** The archive's file, for its owner only (anyone else: 404), while it is ready and within its week. */
export async function exportFile(ctx: ServiceContext, id: number) {
  const row = await repo.findExport(ctx.db, id);
  if (!row || row.userId !== ctx.user.id) throw NotFound('The archive');
  if (row.status !== 'ready') throw Conflict(M.exportNotReady);
  if (!row.file || !row.expiresAt || row.expiresAt <= ctx.clock.now()) throw new AppError(410, M.exportExpired);
  await ctx.audit('privacy.export_downloaded', `data_export:${id}`);
  return { path: path.join(exportsDir(ctx), row.file), name: `padosi-my-data-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
}

/** Removes the files of archives whose week is over; their rows stay, without a file. */
export async function sweepExpiredExports(ctx: SystemContext) {
  const expired = await repo.expiredExports(ctx.db, ctx.clock.now());
  for (const row of expired) {
    await fs.rm(path.join(exportsDir(ctx), row.file!), { force: true });
    await repo.markExport(ctx.db, row.id, { file: null });
  }
  return expired.length;
}

/** "Delete my account": locked at once (every session ends, sign-in refused), erased after the grace period. */
export async function requestErasure(ctx: ServiceContext, body: ErasureBody) {
  if (ctx.user.isAdmin) throw Conflict(M.adminCannotErase);
  const eraseAfter = new Date(ctx.clock.now().getTime() + PRIVACY_LIMITS.erasureGraceHours * 3_600_000);
  await ctx.transaction(async (tx) => {
    if (await repo.findErasure(tx.db, ctx.user.id)) throw Conflict(M.erasureAlreadyRequested);
    await repo.insertErasure(tx.db, { userId: ctx.user.id, eraseAfter, removeReviews: body.remove_reviews, createdAt: ctx.clock.now() });
    await deleteUserSessions(tx.db, ctx.user.id);
    await tx.audit('account.erasure_requested', `user:${ctx.user.id}`, { eraseAfter: eraseAfter.toISOString(), removeReviews: body.remove_reviews });
    await tx.emit('account.erasure_requested', { userId: ctx.user.id, email: ctx.user.email, eraseAfter: eraseAfter.toISOString() });
  });
  return { message: M.erasureRequested, erase_after: eraseAfter.toISOString() };
}

const cancelMac = (ctx: { deps: ServiceContext['deps'] }, payload: string) =>
  crypto.createHmac('sha256', ctx.deps.secrets.sessionSecret).update(`erasure-cancel:${payload}`).digest('base64url');

/**
 * Called by sign-in once the identity is verified: an account being deleted gets no session but a 409 carrying
 * the deletion time and a short-lived token that cancels the deletion (the "cancel?" page sends it back).
 */
export async function refuseIfBeingErased(ctx: ViewerContext, userId: number) {
  const erasure = await repo.findErasure(ctx.db, userId);
  if (!erasure) return;
  const payload = `${userId}.${ctx.clock.now().getTime() + PRIVACY_LIMITS.cancelTokenMinutes * 60_000}`;
  await ctx.audit('auth.sign_in_refused', `user:${userId}`, { reason: 'being_erased' }, userId);
  throw new AppError(409, M.erasurePending, { erase_after: erasure.eraseAfter.toISOString(), cancel_token: `${payload}.${cancelMac(ctx, payload)}` });
}

/** Cancels a pending deletion with the token of a refused sign-in, and signs the person in. */
export async function cancelErasure(ctx: ViewerContext, token: string): Promise<AuthResponse & { message: string }> {
  const [id, expires, mac] = token.split('.');
  const payload = `${id}.${expires}`;
  const expected = cancelMac(ctx, payload);
  const valid = mac !== undefined && mac.length === expected.length && crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(expected));
  const userId = Number(id);
  if (!valid || !Number.isSafeInteger(userId) || Number(expires) <= ctx.clock.now().getTime()) throw new AppError(400, M.cancelLinkInvalid);
  return ctx.transaction(async (tx) => {
    const erasure = await repo.findErasure(tx.db, userId);
    if (!erasure || !(await repo.deleteErasure(tx.db, userId))) throw new AppError(400, M.cancelLinkInvalid);
    const user = await findSessionUser(tx.db, userId);
    if (!user) throw new AppError(400, M.cancelLinkInvalid);
    const session = await createSession(tx.db, ctx.deps.secrets.sessionSecret, userId, ctx.deps.config.sessionDays);
    await tx.audit('account.erasure_cancelled', `user:${userId}`, undefined, userId);
    await tx.audit('auth.sign_in', `user:${userId}`, { method: 'erasure_cancel' }, userId);
    return { message: M.erasureCancelled, user, token: session };
  });
}

/** Erases one account whose grace is over, in one transaction; its files go once that has committed. */
async function eraseOne(ctx: SystemContext): Promise<boolean> {
  const outcome = await ctx.transaction(async (tx) => {
    const erasure = await repo.lockDueErasure(tx.db, ctx.clock.now());
    if (!erasure) return null;
    const userId = erasure.userId;
    const images = imagesIn((await repo.recordsOf(tx.db, userId)).values());
    const archives = await repo.exportFilesOf(tx.db, userId);
    const cancelled = await cancelOrdersOfLeavingUser(tx, userId);
    if (erasure.removeReviews) await repo.removeReviews(tx.db, userId);
    else await repo.handOverReviews(tx.db, userId, M.formerResident, `erased:${crypto.randomBytes(12).toString('hex')}`);
    await repo.removeMessages(tx.db, userId);
    // Listing caches and lists drop the person's providers, rides and kitchen as for a disabled account.
    await tx.emit('user.disabled', { userId, disabled: true });
    await repo.anonymiseAudit(tx.db, userId);
    await repo.deleteUser(tx.db, userId);
    await tx.audit('account.erased', undefined, { reviews: erasure.removeReviews ? 'removed' : 'kept', ordersCancelled: cancelled });
    return { images, archives };
  });
  if (!outcome) return false;
  for (const image of outcome.images) await ctx.deps.uploads.remove(image.folder, image.file);
  for (const file of outcome.archives) await fs.rm(path.join(exportsDir(ctx), file), { force: true });
  return true;
}

/** The hourly sweep: every account past its grace period is erased, expired archives removed. */
export async function eraseDueAccounts(ctx: SystemContext) {
  let erased = 0;
  while (await eraseOne(ctx)) erased++;
  await sweepExpiredExports(ctx);
  return erased;
}

/** An admin's list of accounts waiting to be erased, soonest first. */
export async function listPendingErasures(ctx: ServiceContext, page: PageRequest) {
  const { limit, offset } = pageSlice(page);
  const [rows, total] = await Promise.all([repo.pendingErasures(ctx.db, limit, offset), repo.countPendingErasures(ctx.db)]);
  const items: PendingErasure[] = rows.map((r) => ({
    user_id: r.userId,
    name: r.name,
    email: r.email,
    requested_at: r.requestedAt.toISOString(),
    erase_after: r.eraseAfter.toISOString(),
    remove_reviews: r.removeReviews,
  }));
  return toPage(items, total, page);
}

/** The module's jobs, registered by the composition root. */
export function registerPrivacyJobs(root: AppRoot) {
  root.deps.jobs.define<{ exportId: number }>(EXPORT_JOB, (job) => buildExport(systemContext(root), job.data.exportId), {
    retryLimit: 2,
    expireInSeconds: 600,
  });
  root.deps.jobs.define(SWEEP_JOB, () => eraseDueAccounts(systemContext(root)), { cron: '17 * * * *', retryLimit: 1 });
}
