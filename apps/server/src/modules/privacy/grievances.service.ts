import {
  GRIEVANCE_LIMITS as L,
  GRIEVANCE_MESSAGES as M,
  grievanceRef,
  VisitorGrievanceBody,
  type AdminGrievance,
  type Grievance,
  type GrievanceBody,
  type GrievanceFilter,
  type GrievanceReplyInput,
} from '@padosi/shared/grievances';
import type { Language } from '@padosi/shared/languages';
import { AppError, Conflict, Forbidden, Invalid, issuesToDetails, NotFound } from '../../platform/http/errors';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { pageSlice, toPage, type PageRequest } from '../../platform/sql/paging';
import { emailVisitor, notify } from '../notifications/inbox.service';
import { societySettings } from '../settings/settings.service';
import * as repo from './grievances.repo';

const DAY_MS = 86_400_000;
/** Where a resident reads their requests and the officer's answers. */
export const GRIEVANCE_PATH = '/grievance';

function toGrievance(row: repo.GrievanceRow, replies: repo.ReplyRow[]): Grievance {
  return {
    id: row.id,
    ref: grievanceRef(row.id),
    kind: row.kind,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    replies: replies.map((r) => ({ body: r.body, closes: r.closes, created_at: r.createdAt.toISOString() })),
  };
}

function toAdmin(row: repo.GrievanceRow, replies: repo.ReplyRow[], now: Date): AdminGrievance {
  return {
    ...toGrievance(row, replies),
    name: row.name,
    email: row.email,
    is_visitor: row.userId === null,
    age_days: Math.floor((now.getTime() - row.createdAt.getTime()) / DAY_MS),
    overdue: row.status !== 'closed' && row.dueAt <= now,
  };
}

/**
 * A privacy complaint or a correction, erasure or access request, from a resident (name and address from the
 * account) or a visitor (their own, required); five a day per account or address. Its deadline is the society's
 * setting (default 30 days).
 */
export async function raiseGrievance(ctx: ViewerContext, body: GrievanceBody, language: Language): Promise<Grievance> {
  let contact: { name: string; email: string };
  if (ctx.user) contact = { name: ctx.user.name, email: ctx.user.email };
  else {
    const parsed = VisitorGrievanceBody.safeParse(body);
    if (!parsed.success) throw Invalid(parsed.error.issues[0]!.message, issuesToDetails(parsed.error.issues));
    contact = { name: parsed.data.name, email: parsed.data.email };
  }
  const now = ctx.clock.now();
  const { grievanceDays } = await societySettings(ctx);
  const user = ctx.user;
  const row = await ctx.transaction(async (tx) => {
    const who = user ? { userId: user.id } : { email: contact.email };
    if ((await repo.countRaisedSince(tx.db, who, new Date(now.getTime() - DAY_MS))) >= L.perDay) throw new AppError(429, M.tooMany);
    const made = await repo.grievanceRows.insert(tx.db, {
      userId: user?.id ?? null,
      ...contact,
      language: user?.language === 'hi' || user?.language === 'en' ? user.language : language,
      kind: body.kind,
      message: body.message,
      dueAt: new Date(now.getTime() + grievanceDays * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
    await tx.audit('grievance.raised', `grievance:${made.id}`, { kind: made.kind, visitor: user === null, dueAt: made.dueAt.toISOString() });
    return made;
  });
  return toGrievance(row, []);
}

/** The signed-in resident's own requests with the officer's answers, newest first. */
export async function myGrievances(ctx: ServiceContext, page: PageRequest) {
  const { limit, offset } = pageSlice(page);
  const [rows, total] = await Promise.all([repo.listOfUser(ctx.db, ctx.user.id, limit, offset), repo.countOfUser(ctx.db, ctx.user.id)]);
  const replies = await repo.repliesOf(
    ctx.db,
    rows.map((r) => r.id),
    L.repliesMax,
  );
  return toPage(
    rows.map((r) => toGrievance(r, replies.get(r.id) ?? [])),
    total,
    page,
  );
}

const officerOnly = (ctx: ServiceContext) => {
  if (!ctx.user.isAdmin) throw Forbidden();
};

/** The grievance officer's queue: by deadline, with each request's age and whether it is overdue. */
export async function grievanceQueue(ctx: ServiceContext, filter: GrievanceFilter, page: PageRequest) {
  officerOnly(ctx);
  const { limit, offset } = pageSlice(page);
  const [rows, total] = await Promise.all([repo.queue(ctx.db, filter, limit, offset), repo.countQueue(ctx.db, filter)]);
  const replies = await repo.repliesOf(
    ctx.db,
    rows.map((r) => r.id),
    L.repliesMax,
  );
  const now = ctx.clock.now();
  return toPage(
    rows.map((r) => toAdmin(r, replies.get(r.id) ?? [], now)),
    total,
    page,
  );
}

/**
 * The officer answers (and, with `close`, closes) a request: the status change is audited; a resident hears in the
 * app, by push and by e-mail (fixed words, the answer itself stays in the app); a visitor gets the answer by e-mail.
 */
export async function answerGrievance(ctx: ServiceContext, id: number, body: Required<GrievanceReplyInput>) {
  officerOnly(ctx);
  const now = ctx.clock.now();
  const done = await ctx.transaction(async (tx) => {
    const row = await repo.grievanceRows.lock(tx.db, id);
    if (!row) throw NotFound('This request');
    if (row.status === 'closed') throw Conflict(M.alreadyClosed);
    const reply = await repo.insertReply(tx.db, { grievanceId: id, authorId: ctx.user.id, body: body.body, closes: body.close, createdAt: now });
    const status = body.close ? 'closed' : 'answered';
    const updated = (await repo.grievanceRows.update(tx.db, id, { status, closedAt: body.close ? now : null }))!;
    await tx.audit(body.close ? 'grievance.closed' : 'grievance.answered', `grievance:${id}`, { from: row.status, to: status, replyId: reply.id });
    return { row: updated, reply };
  });
  const { row, reply } = done;
  const params = { state: body.close ? 'grievance_closed' : 'grievance_answered', ref: grievanceRef(id) };
  if (row.userId !== null) {
    await notify(ctx, {
      type: 'privacy',
      recipientId: row.userId,
      actorId: ctx.user.id,
      key: `grievance:${id}:reply:${reply.id}`,
      params,
      url: GRIEVANCE_PATH,
    });
  } else {
    await emailVisitor(ctx, { to: row.email, language: row.language, type: 'privacy', params, quoted: reply.body, path: GRIEVANCE_PATH });
  }
  return { message: body.close ? M.closed : M.replied, grievance: toAdmin(row, (await repo.repliesOf(ctx.db, [id], L.repliesMax)).get(id) ?? [], now) };
}
