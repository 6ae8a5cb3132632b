import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRUST_LIMITS, TRUST_MESSAGES } from '@padosi/shared/trust';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { insertRow, makeUser, useUsers } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { NOW, kitchenRow, makeKitchen, setNow } from '../../../test/kitchens-factories';

const t = useTestApp();
const { cook, neighbour, reviewer, admin } = useUsers(t, { cook: 'user', neighbour: 'user', reviewer: 'user', admin: 'admin' });
beforeEach(() => setNow(t, NOW));

const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method, url, payload, headers });

/** A new cook's kitchen with one review (rating 4) counted in its rating. */
async function reviewedKitchen() {
  const kitchen = await makeKitchen(t, await makeUser(t));
  const review = await insertRow(t, schema.kitchenReviews, { kitchenId: kitchen.id, userId: reviewer.id, rating: 4, comment: 'Too salty' });
  await t.db.update(schema.kitchens).set({ ratingSum: 4, ratingCount: 1 }).where(eq(schema.kitchens.id, kitchen.id));
  return { kitchen, review };
}

const auditOf = (subject: string) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, 'review.remove'), eq(schema.auditLog.subject, subject)));

describe('kitchen reviews can be reported (issue 25)', () => {
  it('a neighbour reports a kitchen review; hiding it from the queue removes it and the rating follows', async () => {
    const { kitchen, review } = await reviewedKitchen();
    const reported = await send('POST', '/api/reports', { item_type: 'kitchen_review', item_id: review.id, reason: 'Insults the cook' }, neighbour.auth);
    expect(reported.statusCode).toBe(201);

    const queue = (await t.app.inject({ url: '/api/admin/reports', headers: admin.auth })).json().items as Array<{
      id: number;
      item_type: string;
      item_link: string;
    }>;
    const entry = queue.find((r) => r.item_type === 'kitchen_review');
    expect(entry?.item_link).toBe(`/cloud-kitchen/kitchen/${kitchen.id}`);

    expect((await send('PUT', `/api/admin/reports/${entry!.id}`, { action: 'hide' }, admin.auth)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/kitchens/${kitchen.id}/reviews`)).json().items).toHaveLength(0);
    expect(await kitchenRow(t, kitchen.id)).toMatchObject({ ratingSum: 0, ratingCount: 0 });
    const [stored] = await t.db.select().from(schema.kitchenReviews).where(eq(schema.kitchenReviews.id, review.id));
    expect(stored?.deletedAt).not.toBeNull();
  });
});

describe('POST /api/admin/reviews/{kind}/{id}/remove', () => {
  it("an admin removes a kitchen's review with a reason: soft, the rating follows, the reason is in the audit log", async () => {
    const { kitchen, review } = await reviewedKitchen();
    const res = await send('POST', `/api/admin/reviews/kitchen/${review.id}/remove`, { reason: 'Personal attack' }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TRUST_MESSAGES.reviewRemoved);
    expect((await t.app.inject(`/api/kitchens/${kitchen.id}/reviews`)).json().items).toHaveLength(0);
    expect(await kitchenRow(t, kitchen.id)).toMatchObject({ ratingSum: 0, ratingCount: 0 });
    const [entry] = await auditOf(`kitchen_review:${review.id}`);
    expect(entry).toMatchObject({ actorId: admin.id, details: { reason: 'Personal attack', ownerId: reviewer.id, kitchenId: kitchen.id } });
    // Removed once: a second removal finds nothing.
    expect((await send('POST', `/api/admin/reviews/kitchen/${review.id}/remove`, { reason: 'Again' }, admin.auth)).statusCode).toBe(404);
  });

  it("an admin removes a provider's review with a reason; its author cannot post it again", async () => {
    const { sub } = await makeCategoryPair(t);
    const provider = await makeProvider(t, { userId: cook.id, categoryId: sub.id });
    const added = await send('POST', '/review/addreview', { service_provider_id: provider.id, rating: 1, review: 'Rude' }, reviewer.auth);
    expect(added.statusCode).toBe(201);
    const id = added.json().id as number;

    const res = await send('POST', `/api/admin/reviews/provider/${id}/remove`, { reason: 'Abusive words' }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject(`/review/listing/${provider.id}`)).json().items).toHaveLength(0);
    const [entry] = await auditOf(`review:${id}`);
    expect(entry).toMatchObject({ actorId: admin.id, details: { reason: 'Abusive words', ownerId: reviewer.id } });
    expect((await send('POST', '/review/addreview', { service_provider_id: provider.id, rating: 1, review: 'Rude' }, reviewer.auth)).statusCode).toBe(403);
  });

  it('needs an admin and a reason of at most the shared limit; nothing is removed otherwise', async () => {
    const { kitchen, review } = await reviewedKitchen();
    const url = `/api/admin/reviews/kitchen/${review.id}/remove`;
    expect((await send('POST', url, { reason: 'Spam' }, neighbour.auth)).statusCode).toBe(403);
    const blank = await send('POST', url, { reason: '  ' }, admin.auth);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(TRUST_MESSAGES.removeReasonRequired);
    expect((await send('POST', url, { reason: 'x'.repeat(TRUST_LIMITS.removeReasonMax + 1) }, admin.auth)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/kitchens/${kitchen.id}/reviews`)).json().items).toHaveLength(1);
    expect(await auditOf(`kitchen_review:${review.id}`)).toHaveLength(0);
  });
});
