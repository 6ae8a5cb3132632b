import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GRIEVANCE_MESSAGES as M } from '@padosi/shared/grievances';
import * as schema from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { NOW, setNow } from '../../../test/kitchens-factories';
import { startSmtpService } from '../../../test/smtp-service';

const DAY = 86_400_000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpService>>;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtpService();
  t = await buildTestApp({ WRITE_RATE_LIMIT: '5000', SMTP_URL: smtp.url, MAIL_FROM: 'Padosi <no-reply@test.padosi.in>', PUBLIC_URL: 'https://padosi.test' });
  admin = await makeAdmin(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  // 09:30 in the community: outside the default quiet hours, so e-mail goes at once.
  setNow(t, NOW);
  smtp.received.length = 0;
});

const raise = (payload: Record<string, unknown>, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/grievances', payload, ...(user ? { headers: user.auth } : {}) });
const request = { kind: 'correction', message: 'My flat number is shown as B-12; it should be B-21.' };
const answer = (id: number, payload: Record<string, unknown>, user: TestUser = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/grievances/${id}/replies`, headers: user.auth, payload });
const queue = (status = 'pending', user: TestUser = admin) => t.app.inject({ url: `/api/admin/grievances?status=${status}`, headers: user.auth });
const stored = (id: number) => t.db.select().from(schema.grievances).where(eq(schema.grievances.id, id));
const audits = (id: number) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.subject, `grievance:${id}`))
    .orderBy(schema.auditLog.id);

describe('POST /api/grievances', () => {
  it('a resident raises a request: name and e-mail from the account, deadline 30 days on, audited', async () => {
    const resident = await makeUser(t, { name: 'Kavya Iyer' });
    const res = await raise({ ...request, name: 'Someone Else', email: 'else@example.com' }, resident);
    expect(res.statusCode).toBe(201);
    const { message, grievance } = res.json();
    expect(message).toBe(M.filed);
    expect(grievance).toMatchObject({ ref: `G-${grievance.id}`, kind: 'correction', status: 'open', replies: [], closed_at: null });
    expect(grievance.due_at).toBe(new Date(NOW.getTime() + 30 * DAY).toISOString());
    const [row] = await stored(grievance.id);
    expect(row).toMatchObject({ userId: resident.id, name: 'Kavya Iyer', email: resident.email, status: 'open' });
    const [entry] = await audits(grievance.id);
    expect(entry).toMatchObject({ action: 'grievance.raised', actorId: resident.id });
  });

  it('a visitor gives a name and e-mail (400 and nothing stored without them); their request has no account', async () => {
    const before = (await t.db.select().from(schema.grievances)).length;
    const missing = await raise(request);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toMatchObject({ name: M.nameRequired, email: M.emailRequired });
    expect((await t.db.select().from(schema.grievances)).length).toBe(before);

    const res = await raise({ ...request, kind: 'access', name: 'Ravi Menon', email: 'ravi.visitor@example.com' });
    expect(res.statusCode).toBe(201);
    const [row] = await stored(res.json().grievance.id);
    expect(row).toMatchObject({ userId: null, name: 'Ravi Menon', email: 'ravi.visitor@example.com', kind: 'access' });
  });

  it('refuses a short, overlong or unknown-kind request with the form’s messages', async () => {
    const resident = await makeUser(t);
    expect((await raise({ ...request, message: 'short' }, resident)).json().details.message).toBe(M.messageMin);
    expect((await raise({ ...request, message: 'x'.repeat(2001) }, resident)).json().details.message).toBe(M.messageMax);
    expect((await raise({ ...request, kind: 'other' }, resident)).json().details.kind).toBe(M.kindRequired);
  });

  it('five requests a day per account or visitor address; the sixth is 429 and not stored', async () => {
    const resident = await makeUser(t);
    for (let i = 0; i < 5; i++) expect((await raise(request, resident)).statusCode).toBe(201);
    const sixth = await raise(request, resident);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(M.tooMany);
    expect(await t.db.select().from(schema.grievances).where(eq(schema.grievances.userId, resident.id))).toHaveLength(5);
    // A day later the count starts again.
    setNow(t, new Date(NOW.getTime() + DAY + 1000));
    expect((await raise(request, resident)).statusCode).toBe(201);

    setNow(t, NOW);
    const visitor = { ...request, name: 'V', email: 'Five.A.Day@example.com' };
    for (let i = 0; i < 5; i++) expect((await raise({ ...visitor, email: i % 2 ? 'five.a.day@example.com' : visitor.email })).statusCode).toBe(201);
    expect((await raise(visitor)).statusCode).toBe(429);
  });

  it('the deadline follows the society setting', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: { grievanceDays: 10 } });
    expect(saved.statusCode).toBe(200);
    const res = await raise(request, await makeUser(t));
    expect(res.json().grievance.due_at).toBe(new Date(NOW.getTime() + 10 * DAY).toISOString());
    const bad = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: { grievanceDays: 0 } });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: { grievanceDays: 30 } });
  });
});

describe('GET /api/grievances', () => {
  it('lists the signed-in resident’s own requests only; a visitor gets 401', async () => {
    const mine = await makeUser(t);
    const other = await makeUser(t);
    const own = (await raise(request, mine)).json().grievance;
    await raise(request, other);
    const res = await t.app.inject({ url: '/api/grievances', headers: mine.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: own.id, ref: own.ref }] });
    expect((await t.app.inject({ url: '/api/grievances' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/grievances', () => {
  it('is for admins only (403 for a resident, 401 for a visitor)', async () => {
    expect((await queue('pending', await makeUser(t))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/grievances' })).statusCode).toBe(401);
  });

  it('shows each request’s age and deadline, nearest first, and marks the overdue ones', async () => {
    const resident = await makeUser(t);
    setNow(t, new Date(NOW.getTime() - 40 * DAY));
    const old = (await raise(request, resident)).json().grievance;
    setNow(t, NOW);
    const fresh = (await raise(request, resident)).json().grievance;
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ id: number; overdue: boolean; age_days: number; name: string }>;
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(items.find((i) => i.id === old.id)).toMatchObject({ overdue: true, age_days: 40 });
    expect(items.find((i) => i.id === fresh.id)).toMatchObject({ overdue: false, age_days: 0 });
  });
});

describe('POST /api/admin/grievances/:id/replies', () => {
  it('the officer answers, then closes: the resident reads it in the app, is told in the inbox and by e-mail, every step audited', async () => {
    const resident = await makeUser(t, { language: 'hi' });
    const g = (await raise(request, resident)).json().grievance;

    const first = await answer(g.id, { body: 'We have corrected your flat number to B-21.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: M.replied,
      grievance: { status: 'answered', replies: [{ body: 'We have corrected your flat number to B-21.' }] },
    });
    await t.deps.jobs.drain();

    const mine = (await t.app.inject({ url: '/api/grievances', headers: resident.auth })).json();
    expect(mine.items[0]).toMatchObject({ id: g.id, status: 'answered', replies: [{ body: 'We have corrected your flat number to B-21.', closes: false }] });
    const inbox = await t.db
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, resident.id), eq(schema.notifications.type, 'privacy')));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ url: '/grievance', params: { state: 'grievance_answered', ref: g.ref } });
    const mails = smtp.received.filter((m) => m.to.includes(resident.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe(`आपके अनुरोध ${g.ref} का जवाब`);
    expect(mails[0]!.mail.text).toContain('https://padosi.test/grievance');
    // The officer's words stay in the app; the e-mail carries fixed words only.
    expect(mails[0]!.mail.text).not.toContain('B-21');

    const closing = await answer(g.id, { body: 'Closing this request.', close: true });
    expect(closing.json()).toMatchObject({ message: M.closed, grievance: { status: 'closed' } });
    expect((await stored(g.id))[0]!.closedAt).toEqual(NOW);
    const again = await answer(g.id, { body: 'One more thing.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(M.alreadyClosed);

    const trail = await audits(g.id);
    expect(trail.map((a) => [a.action, a.details])).toEqual([
      ['grievance.raised', expect.objectContaining({ kind: 'correction' })],
      ['grievance.answered', expect.objectContaining({ from: 'open', to: 'answered' })],
      ['grievance.closed', expect.objectContaining({ from: 'answered', to: 'closed' })],
    ]);
    expect(trail.slice(1).every((a) => a.actorId === admin.id)).toBe(true);
  });

  it('a visitor gets the answer itself by e-mail, in the language they wrote in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      headers: { 'accept-language': 'hi' },
      payload: { ...request, kind: 'erasure', name: 'Ravi', email: 'ravi.answer@example.com' },
    });
    const g = res.json().grievance;
    await answer(g.id, { body: 'We hold no data about this address.', close: true });
    await t.deps.jobs.drain();
    const [mail] = smtp.received.filter((m) => m.to.includes('ravi.answer@example.com'));
    expect(mail!.mail.subject).toBe(`अनुरोध ${g.ref} बंद`);
    expect(mail!.mail.text).toContain('We hold no data about this address.');
    expect(mail!.mail.headers.get('list-unsubscribe')).toBeUndefined();
  });

  it('refuses a resident (403), an empty answer (400) and an unknown request (404), changing nothing', async () => {
    const resident = await makeUser(t);
    const g = (await raise(request, resident)).json().grievance;
    expect((await answer(g.id, { body: 'I answer myself' }, resident)).statusCode).toBe(403);
    const empty = await answer(g.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.body).toBe(M.replyRequired);
    expect((await answer(999_999, { body: 'Hello' })).statusCode).toBe(404);
    expect((await stored(g.id))[0]!.status).toBe('open');
    expect(await t.db.select().from(schema.grievanceReplies).where(eq(schema.grievanceReplies.grievanceId, g.id))).toHaveLength(0);
  });
});

describe('the deletion notice (account.erasure_requested)', () => {
  it('e-mails the resident in their language when the deletion happens and how to cancel', async () => {
    const hindi = await makeUser(t, { language: 'hi' });
    const english = await makeUser(t);
    for (const u of [hindi, english]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: u.auth, payload: { confirm: true } });
      expect(res.statusCode).toBe(200);
    }
    await t.deps.jobs.drain();
    // NOW + 48 h = 26 Nov 2026, 09:30 in Asia/Kolkata.
    const [en] = smtp.received.filter((m) => m.to.includes(english.email));
    expect(en!.mail.subject).toBe('Your account will be deleted');
    expect(en!.mail.text).toContain(
      'Your Padosi account will be deleted on 26 Nov at 09:30. To keep it, sign in before then and choose to cancel the deletion.',
    );
    expect(en!.mail.text).toContain('https://padosi.test/login');
    const [hi] = smtp.received.filter((m) => m.to.includes(hindi.email));
    expect(hi!.mail.subject).toBe('आपका खाता मिटाया जाएगा');
    expect(hi!.mail.text).toContain('26 नव॰ को 09:30 बजे');
  });
});
