import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index';
import { useTestApp } from '../app';
import { makeUser, type TestUser, useUsers } from '../factories';
import { multipart } from '../multipart';
import { makeCategoryPair, makeProvider, providerRow } from '../directory-factories';

// Finding 7: the Admin Verified badge, removed reviews and the audit of refused and cross-owner admin actions.
let pair: Awaited<ReturnType<typeof makeCategoryPair>>;
const t = useTestApp();
const { owner, admin } = useUsers(t, { owner: 'user', admin: 'admin' });
beforeAll(async () => {
  pair = await makeCategoryPair(t);
});

const form = (values: Record<string, string>) => ({
  name: 'Verified Plumbers',
  parent_id: String(pair.main.id),
  service_type: String(pair.sub.id),
  phone_number: '9876543210',
  has_shop: 'no',
  ...values,
});
const update = (id: number, user: TestUser, values: Record<string, string>) => {
  const body = multipart(form(values));
  return t.app.inject({ method: 'PUT', url: `/api/service-providers/update/${id}`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
};
const auditOf = (action: string) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

describe('the Admin Verified badge', () => {
  it("goes when the owner changes the name, phone or category, and stays on the owner's other edits and on an admin's edit", async () => {
    const other = await makeCategoryPair(t);
    const cases: Array<[Record<string, string>, boolean]> = [
      [{ business_details: 'Now also geysers' }, true],
      [{ name: 'Renamed Plumbers' }, false],
      [{ phone_number: '9123456789' }, false],
      [{ parent_id: String(other.main.id), service_type: String(other.sub.id) }, false],
    ];
    for (const [values, keeps] of cases) {
      const p = await makeProvider(t, { userId: owner.id, categoryId: pair.sub.id, name: 'Verified Plumbers', phoneNumber: '9876543210', adminVerified: true });
      const res = await update(p.id, owner, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(200);
      expect((await providerRow(t, p.id))!.adminVerified, JSON.stringify(values)).toBe(keeps);
    }
    const p = await makeProvider(t, { userId: owner.id, categoryId: pair.sub.id, name: 'Verified Plumbers', adminVerified: true });
    expect((await update(p.id, admin, { name: 'Admin Fixed Name' })).statusCode).toBe(200);
    expect((await providerRow(t, p.id))!.adminVerified).toBe(true);
    const logged = await auditOf('admin.edit_other');
    expect(logged.some((r) => r.actorId === admin.id && (r.details as { ownerId: number }).ownerId === owner.id)).toBe(true);
  });
});

describe('a review an admin removed', () => {
  it('does not come back when its author posts again; an author who removed their own may post again', async () => {
    const p = await makeProvider(t, { userId: owner.id, categoryId: pair.sub.id });
    const author = await makeUser(t);
    const add = (user: TestUser, review: string) =>
      t.app.inject({ method: 'POST', url: '/review/addreview', headers: user.auth, payload: { rating: 1, review, service_provider_id: p.id } });
    const first = await add(author, 'Abusive words');
    expect(first.statusCode).toBe(201);
    const id = (
      await t.db
        .select()
        .from(schema.reviews)
        .where(and(eq(schema.reviews.serviceProviderId, p.id), eq(schema.reviews.userId, author.id)))
    )[0]!.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/review/delete/${id}`, headers: admin.auth })).statusCode).toBe(200);
    const again = await add(author, 'Abusive words again');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: 'An admin removed your review of this provider, so it cannot be posted again.' });
    const [row] = await t.db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.comment).toBe('Abusive words');
    expect((await t.app.inject(`/review/listing/${p.id}`)).json().items).toEqual([]);

    const polite = await makeUser(t);
    expect((await add(polite, 'Fine')).statusCode).toBe(201);
    const mine = (
      await t.db
        .select()
        .from(schema.reviews)
        .where(and(eq(schema.reviews.serviceProviderId, p.id), eq(schema.reviews.userId, polite.id)))
    )[0]!;
    expect((await t.app.inject({ method: 'DELETE', url: `/review/delete/${mine.id}`, headers: polite.auth })).statusCode).toBe(200);
    // Posting again revives the author's own removed row (decision 301): a replacement, 200.
    const revived = await add(polite, 'Changed my mind');
    expect(revived.statusCode).toBe(200);
    expect(revived.json()).toMatchObject({ id: mine.id, replaced: true });
  });
});

describe('the audit log', () => {
  it('records a refused admin call with the route and the caller', async () => {
    const nosy = await makeUser(t);
    const res = await t.app.inject({ url: '/api/feedback', headers: nosy.auth });
    expect(res.statusCode).toBe(403);
    const rows = await auditOf('admin.refused');
    expect(rows.find((r) => r.actorId === nosy.id)).toMatchObject({ subject: 'GET /api/feedback' });
  });

  it("writes exactly one row for one admin action: removing someone else's review, editing their provider", async () => {
    const p = await makeProvider(t, { userId: owner.id, categoryId: pair.sub.id });
    const author = await makeUser(t);
    const added = await t.app.inject({
      method: 'POST',
      url: '/review/addreview',
      headers: author.auth,
      payload: { rating: 2, review: 'Late twice', service_provider_id: p.id },
    });
    expect(added.statusCode).toBe(201);
    const rowsBy = async () => (await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, admin.id))).length;

    const before = await rowsBy();
    expect((await t.app.inject({ method: 'DELETE', url: `/review/delete/${added.json().id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await rowsBy()).toBe(before + 1);
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.subject, `review:${added.json().id}`)));
    expect(entry).toMatchObject({ subject: `review:${added.json().id}`, details: { ownerId: author.id } });

    const afterReview = await rowsBy();
    expect((await update(p.id, admin, { name: 'Admin Tidied Name' })).statusCode).toBe(200);
    expect(await rowsBy()).toBe(afterReview + 1);
  });
});
