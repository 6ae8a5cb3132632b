import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser, useUsers } from '../../../test/factories';
import { makeCategoryPair, makeProvider, providerRow } from '../../../test/directory-factories';

let categoryId: number;
const t = useTestApp();
const { owner } = useUsers(t, { owner: 'user' });
beforeAll(async () => {
  categoryId = (await makeCategoryPair(t)).sub.id;
});

const newProvider = async () => (await makeProvider(t, { userId: owner.id, categoryId })).id;
const add = (user: TestUser | null, payload: object) => t.app.inject({ method: 'POST', url: '/review/addreview', headers: user?.auth ?? {}, payload });
const list = (id: number, query = '') => t.app.inject({ url: `/review/listing/${id}${query}` });

describe('POST /review/addreview', () => {
  it('stores the review and keeps rating and review_count in step', async () => {
    const id = await newProvider();
    const a = await makeUser(t, { name: 'Asha' });
    const b = await makeUser(t);
    const res = await add(a, { rating: 5, review: '  Fixed the leak fast  ', user_id: 424242, service_provider_id: id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Review added successfully!', replaced: false });
    await add(b, { rating: 4, review: 'Good', service_provider_id: String(id) });
    const [stored] = await t.db
      .select()
      .from(schema.reviews)
      .where(and(eq(schema.reviews.serviceProviderId, id), eq(schema.reviews.userId, a.id)));
    expect(stored).toMatchObject({ rating: 5, comment: 'Fixed the leak fast', deletedAt: null });
    expect(await providerRow(t, id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it('rounds the average to one decimal', async () => {
    const id = await newProvider();
    for (const rating of [5, 4, 4]) await add(await makeUser(t), { rating, review: 'ok', service_provider_id: id });
    expect(await providerRow(t, id)).toMatchObject({ rating: 4.3, reviewCount: 3 });
  });

  it('a second review by the same user replaces the first (200), still one row', async () => {
    const id = await newProvider();
    const me = await makeUser(t);
    await add(me, { rating: 1, review: 'Late', service_provider_id: id });
    const res = await add(me, { rating: 4, review: 'Came back and fixed it', service_provider_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Review added successfully!', replaced: true });
    const rows = await t.db.select().from(schema.reviews).where(eq(schema.reviews.serviceProviderId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, comment: 'Came back and fixed it' });
    expect(await providerRow(t, id)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('the owner cannot review their own provider (403, nothing stored)', async () => {
    const id = await newProvider();
    const res = await add(owner, { rating: 5, review: 'I am the best', service_provider_id: id });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You cannot review your own service provider.');
    expect(await t.db.select().from(schema.reviews).where(eq(schema.reviews.serviceProviderId, id))).toEqual([]);
  });

  const cases: Array<[string, object, string]> = [
    ['no rating', { review: 'Nice' }, 'Please provide both a rating and a comment.'],
    ['rating 0', { rating: 0, review: 'Nice' }, 'Please provide both a rating and a comment.'],
    ['rating 6', { rating: 6, review: 'Nice' }, 'Please provide both a rating and a comment.'],
    ['a blank comment', { rating: 4, review: '   ' }, 'Please provide both a rating and a comment.'],
    ['a comment over 500', { rating: 4, review: 'x'.repeat(501) }, 'Maximum 500 characters allowed.'],
  ];
  for (const [name, payload, message] of cases) {
    it(`400 for ${name}: ${message}`, async () => {
      const id = await newProvider();
      const res = await add(await makeUser(t), { service_provider_id: id, ...payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await providerRow(t, id)).toMatchObject({ reviewCount: 0 });
    });
  }

  it('a 500-character comment is accepted', async () => {
    expect((await add(await makeUser(t), { rating: 3, review: 'x'.repeat(500), service_provider_id: await newProvider() })).statusCode).toBe(201);
  });

  it('401 "Invalid token." for a stale token (the browser turns it into its login text); 404 for an unknown provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/review/addreview',
      headers: { authorization: 'Bearer nope' },
      payload: { rating: 5, review: 'x', service_provider_id: 1 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid token.');
    expect((await add(null, { rating: 5, review: 'x', service_provider_id: 1 })).statusCode).toBe(401);
    expect((await add(await makeUser(t), { rating: 5, review: 'x', service_provider_id: 999999 })).statusCode).toBe(404);
  });
});

describe('GET /review/listing/{serviceProviderId}', () => {
  it("lists live reviews newest first with the reviewer's name, the average and the total", async () => {
    const id = await newProvider();
    const first = await makeUser(t, { name: 'First Reviewer', email: 'first@private.example' });
    const second = await makeUser(t, { name: 'Second Reviewer' });
    await add(first, { rating: 3, review: 'Okay', service_provider_id: id });
    await add(second, { rating: 5, review: 'Superb', service_provider_id: id });
    const res = await list(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, average: 4, page: 1 });
    expect(res.json().items.map((r: { user_name: string; comment: string; rating: number }) => [r.user_name, r.comment, r.rating])).toEqual([
      ['Second Reviewer', 'Superb', 5],
      ['First Reviewer', 'Okay', 3],
    ]);
    expect(JSON.stringify(res.json())).not.toContain('private.example');
    expect((await list(id, '?pageSize=1&page=2')).json().items.map((r: { comment: string }) => r.comment)).toEqual(['Okay']);
  });

  it('404 for an unknown provider', async () => {
    expect((await list(999999)).statusCode).toBe(404);
  });
});

describe('DELETE /review/delete/{id}', () => {
  it('others get 403; the author removes it softly and the rating follows; admins may remove any', async () => {
    const id = await newProvider();
    const author = await makeUser(t);
    const other = await makeUser(t);
    const reviewId = (await add(author, { rating: 1, review: 'Bad', service_provider_id: id })).json().id;
    await add(other, { rating: 5, review: 'Good', service_provider_id: id });

    expect((await t.app.inject({ method: 'DELETE', url: `/review/delete/${reviewId}`, headers: other.auth })).statusCode).toBe(403);
    expect(await providerRow(t, id)).toMatchObject({ rating: 3, reviewCount: 2 });

    expect((await t.app.inject({ method: 'DELETE', url: `/review/delete/${reviewId}`, headers: author.auth })).statusCode).toBe(200);
    const [row] = await t.db.select().from(schema.reviews).where(eq(schema.reviews.id, reviewId));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await providerRow(t, id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await list(id)).json().items).toHaveLength(1);

    const admin = await makeAdmin(t);
    const otherId = (await list(id)).json().items[0].id;
    expect((await t.app.inject({ method: 'DELETE', url: `/review/delete/${otherId}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await providerRow(t, id)).toMatchObject({ rating: 0, reviewCount: 0 });
  });
});
