import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, useUsers } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';

const t = useTestApp();
const { owner } = useUsers(t, { owner: 'user' });
let providerId: number;
beforeAll(async () => {
  providerId = (await makeProvider(t, { userId: owner.id, categoryId: (await makeCategoryPair(t)).sub.id })).id;
});

const ENGLISH = 'Please provide both a rating and a comment.';
const HINDI = 'कृपया रेटिंग और टिप्पणी दोनों दें।';
const reviewWithoutComment = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/review/addreview', headers, payload: { rating: 4, review: '   ', service_provider_id: providerId } });

describe('API errors in the request language', () => {
  it('a review without a comment answers Hindi for a Hindi request, the spec English for an English one; nothing stored', async () => {
    const user = await makeUser(t);
    const hindi = await reviewWithoutComment({ ...user.auth, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({ error: HINDI, details: { review: HINDI } });
    const english = await reviewWithoutComment({ ...user.auth, 'accept-language': 'en-IN,en;q=0.9' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: ENGLISH, details: { review: ENGLISH } });
    const none = await reviewWithoutComment(user.auth);
    expect(none.json().error).toBe(ENGLISH);
    expect(await t.db.select().from(schema.reviews).where(eq(schema.reviews.userId, user.id))).toEqual([]);
  });

  it('the lang cookie wins over Accept-Language, and the stored choice over both', async () => {
    const user = await makeUser(t);
    const cookie = await reviewWithoutComment({ ...user.auth, cookie: 'theme=x; lang=hi', 'accept-language': 'en' });
    expect(cookie.json().error).toBe(HINDI);
    await t.db.update(schema.users).set({ language: 'en' }).where(eq(schema.users.id, user.id));
    const stored = await reviewWithoutComment({ ...user.auth, cookie: 'lang=hi', 'accept-language': 'hi' });
    expect(stored.json().error).toBe(ENGLISH);
  });

  it('a signed-out request is answered in its Accept-Language too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/review/addreview',
      headers: { 'accept-language': 'hi' },
      payload: { rating: 4, review: 'x', service_provider_id: providerId },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/[\u0900-\u097f]/);
  });
});

describe('PUT /api/userprofile/language', () => {
  it('keeps the choice on the user; the session user says it; an unknown language is 400 and nothing changes', async () => {
    const user = await makeUser(t);
    const res = await t.app.inject({ method: 'PUT', url: '/api/userprofile/language', headers: user.auth, payload: { language: 'hi', user_id: owner.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, language: 'hi' });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/userprofile/language', headers: user.auth, payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    const [mine] = await t.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    const [others] = await t.db.select().from(schema.users).where(eq(schema.users.id, owner.id));
    expect(mine!.language).toBe('hi');
    expect(others!.language).toBeNull();
    // The stored choice now answers this user's errors in Hindi, whatever the browser says.
    expect((await reviewWithoutComment({ ...user.auth, 'accept-language': 'en' })).json().error).toBe(HINDI);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/userprofile/language', payload: { language: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a language chosen before signing in', () => {
  const devLogin = (email: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/dev-login', headers: cookie ? { cookie } : {}, payload: { name: 'Kamla Devi', email } });
  const stored = async (id: number) => (await t.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!.language;

  it('becomes the account’s when it has none (so its pushes come in it), and never overrides one it keeps', async () => {
    const email = `kamla.${Date.now()}@example.in`;
    const first = await devLogin(email, 'lang=hi');
    expect(first.statusCode).toBe(200);
    expect(first.json().user.language).toBe('hi');
    expect(await stored(first.json().user.id)).toBe('hi');

    // The account keeps Hindi though this device's cookie says English.
    expect((await devLogin(email, 'lang=en')).json().user.language).toBe('hi');
    expect(await stored(first.json().user.id)).toBe('hi');

    // No cookie: an existing account without a choice stays without one; a new one too.
    const other = await devLogin(`other.${Date.now()}@example.in`);
    expect(other.json().user.language).toBeNull();
    const later = await devLogin(`other.${Date.now()}@example.in`.replace('other', 'late'), 'lang=xx');
    expect(later.json().user.language).toBeNull();
  });

  it('an account with no choice takes the one made on the device it signs in from', async () => {
    const email = `ravi.${Date.now()}@example.in`;
    const id = (await devLogin(email)).json().user.id as number;
    expect(await stored(id)).toBeNull();
    expect((await devLogin(email, 'theme=x; lang=hi')).json().user.language).toBe('hi');
    expect(await stored(id)).toBe('hi');
  });
});
