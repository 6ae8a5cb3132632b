import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRUST_MESSAGES } from '@padosi/shared/trust';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, useUsers } from '../../../test/factories';
import { rideBody } from '../../../test/carpool-factories';

const t = useTestApp();
const users = useUsers(t, { admin: 'admin', other: 'user' });

const warn = (userId: number, body: object, auth = users.admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/warnings`, headers: auth, payload: body });
const standing = (auth: Record<string, string>) => t.app.inject({ url: '/api/userprofile/standing', headers: auth });
const postRide = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/carpooling/create', headers: auth, payload: rideBody() });

describe('strikes', () => {
  it('the resident reads each warning and its rule; the third suspends posting for the days the admin set; all audited', async () => {
    const resident = await makeUser(t);
    const first = await warn(resident.id, { rule: 'No spam', note: 'Please post each ad once.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: TRUST_MESSAGES.warned, warnings: 1, posting_suspended_until: null });
    expect((await warn(resident.id, { rule: 'No spam', note: 'Again the same ad five times.' })).json().warnings).toBe(2);
    expect((await postRide(resident.auth)).statusCode).toBe(201);

    const mine = (await standing(resident.auth)).json();
    expect(mine.posting_suspended_until).toBeNull();
    expect(mine.warnings.map((w: { rule: string; note: string }) => [w.rule, w.note])).toEqual([
      ['No spam', 'Again the same ad five times.'],
      ['No spam', 'Please post each ad once.'],
    ]);

    const third = await warn(resident.id, { rule: 'Be respectful', note: 'Insulting a neighbour in a ride note.', suspend_days: 3 });
    expect(third.statusCode).toBe(201);
    const until = new Date(third.json().posting_suspended_until as string).getTime();
    expect(until - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3 * 86_400_000);
    expect((await standing(resident.auth)).json().posting_suspended_until).toBe(third.json().posting_suspended_until);

    const refused = await postRide(resident.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(TRUST_MESSAGES.postingSuspended);
    // Someone else still posts; once the period is over the resident does too.
    expect((await postRide(users.other.auth)).statusCode).toBe(201);
    await t.db
      .update(schema.users)
      .set({ postingSuspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.users.id, resident.id));
    expect((await postRide(resident.auth)).statusCode).toBe(201);

    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'user.warn'), eq(schema.auditLog.subject, `user:${resident.id}`)));
    expect(audit).toHaveLength(3);
    expect(audit.every((a) => a.actorId === users.admin.id)).toBe(true);
  });

  it('only admins warn; a warning needs a rule and a note; an unknown resident is 404', async () => {
    const resident = await makeUser(t);
    expect((await warn(resident.id, { rule: 'No spam', note: 'x' }, users.other.auth)).statusCode).toBe(403);
    const blank = await warn(resident.id, { rule: ' ', note: 'A note' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(TRUST_MESSAGES.ruleRequired);
    expect((await warn(resident.id, { rule: 'No spam', note: 'A note', suspend_days: 0 })).statusCode).toBe(400);
    expect((await warn(99_999_999, { rule: 'No spam', note: 'A note' })).statusCode).toBe(404);
    expect((await standing(resident.auth)).json()).toEqual({ warnings: [], posting_suspended_until: null });
    expect((await t.app.inject({ url: '/api/userprofile/standing' })).statusCode).toBe(401);
  });
});
