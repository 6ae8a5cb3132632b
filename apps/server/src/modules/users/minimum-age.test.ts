import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE_MESSAGES } from '@padosi/shared/users';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';

const t = useTestApp({ WRITE_RATE_LIMIT: '5000', AUTH_RATE_LIMIT: '5000' });
const devLogin = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload });
const confirmedAt = async (id: number) => (await t.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!.ageConfirmedAt;

describe('minimum age 13 (issue 30)', () => {
  it('sign-up records the tick; an account without it is asked on its profile and confirms once, audited', async () => {
    const ticked = (await devLogin({ email: 'ticked@test.padosi.in', name: 'Ticked', age_confirmed: true })).json();
    expect(ticked.user.age_confirmed).toBe(true);
    expect(await confirmedAt(ticked.user.id)).toBeInstanceOf(Date);

    // The development API keeps the spec's {email, name}: the account is made, and not yet confirmed.
    const plain = (await devLogin({ email: 'plain@test.padosi.in', name: 'Plain' })).json();
    expect(plain.user.age_confirmed).toBe(false);
    const auth = { authorization: `Bearer ${plain.token}` };
    const refused = await t.app.inject({ method: 'POST', url: '/api/userprofile/age', headers: auth, payload: { age_confirmed: false } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.age_confirmed).toBe(MINIMUM_AGE_MESSAGES.confirmAge);
    expect(await confirmedAt(plain.user.id)).toBeNull();

    const ok = await t.app.inject({ method: 'POST', url: '/api/userprofile/age', headers: auth, payload: { age_confirmed: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: MINIMUM_AGE_MESSAGES.confirmed, user: { id: plain.user.id, age_confirmed: true } });
    const entries = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'user.age_confirmed'));
    expect(entries).toMatchObject([{ actorId: plain.user.id, subject: `user:${plain.user.id}` }]);
    // A later sign-in without the tick keeps the confirmation.
    expect((await devLogin({ email: 'plain@test.padosi.in', name: 'Plain' })).json().user.age_confirmed).toBe(true);
  });

  it('only the signed-in person confirms for themselves (401 signed out)', async () => {
    const user = await makeUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/userprofile/age', payload: { age_confirmed: true, user_id: user.id } })).statusCode).toBe(401);
    expect(await confirmedAt(user.id)).toBeNull();
  });
});
