import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRUST_MESSAGES } from '@padosi/shared/trust';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { insertRow, useUsers } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { NOW, makeKitchen, setNow } from '../../../test/kitchens-factories';

const t = useTestApp();
const { owner, neighbour, admin } = useUsers(t, { owner: 'user', neighbour: 'user', admin: 'admin' });
beforeEach(() => setNow(t, NOW));

const post = (url: string, payload: object, headers: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers });

async function hiddenProviderWithReview() {
  const { sub } = await makeCategoryPair(t);
  const provider = await makeProvider(t, { userId: owner.id, categoryId: sub.id });
  const review = await insertRow(t, schema.reviews, { serviceProviderId: provider.id, userId: admin.id, rating: 4, comment: 'Was good' });
  await t.db.update(schema.serviceProviders).set({ hiddenReason: 'admin' }).where(eq(schema.serviceProviders.id, provider.id));
  return { provider, review };
}

describe('a provider the moderators hid (issue 25)', () => {
  it('hides its reviews from everyone but its owner and the admins', async () => {
    const { provider } = await hiddenProviderWithReview();
    expect((await t.app.inject(`/review/listing/${provider.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/review/listing/${provider.id}`, headers: neighbour.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/review/listing/${provider.id}`, headers: owner.auth })).json().items).toHaveLength(1);
    expect((await t.app.inject({ url: `/review/listing/${provider.id}`, headers: admin.auth })).json().items).toHaveLength(1);
  });

  it('takes no new review, favourite or report (403 with the reason, in Hindi too); nothing is stored', async () => {
    const { provider, review } = await hiddenProviderWithReview();
    const reviewed = await post('/review/addreview', { service_provider_id: provider.id, rating: 5, review: 'Great' }, neighbour.auth);
    expect(reviewed.statusCode).toBe(403);
    expect(reviewed.json().error).toBe(TRUST_MESSAGES.hiddenNoReview);
    const hindi = await post(
      '/review/addreview',
      { service_provider_id: provider.id, rating: 5, review: 'Great' },
      { ...neighbour.auth, 'accept-language': 'hi' },
    );
    expect(hindi.json().error).toBe('इस लिस्टिंग को मॉडरेटर ने हटा दिया है, इस पर नई समीक्षा नहीं दी जा सकती।');

    const saved = await post('/api/favorites/add', { service_provider_id: provider.id }, neighbour.auth);
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error).toBe(TRUST_MESSAGES.hiddenNoFavourite);

    for (const item of [
      { item_type: 'provider', item_id: provider.id },
      { item_type: 'review', item_id: review.id },
    ]) {
      const reported = await post('/api/reports', { ...item, reason: 'Not a real business' }, neighbour.auth);
      expect(reported.statusCode).toBe(403);
      expect(reported.json().error).toBe(TRUST_MESSAGES.hiddenNoReport);
    }

    expect(await t.db.select().from(schema.reviews).where(eq(schema.reviews.serviceProviderId, provider.id))).toHaveLength(1);
    expect(await t.db.select().from(schema.favorites).where(eq(schema.favorites.serviceProviderId, provider.id))).toHaveLength(0);
    expect(await t.db.select().from(schema.reports)).toHaveLength(0);
  });
});

describe('a kitchen the moderators hid (issue 25)', () => {
  it('hides its reviews from others and takes no new review', async () => {
    const kitchen = await makeKitchen(t, owner);
    await insertRow(t, schema.kitchenReviews, { kitchenId: kitchen.id, userId: admin.id, rating: 5, comment: 'Tasty' });
    await t.db.update(schema.kitchens).set({ hiddenReason: 'admin' }).where(eq(schema.kitchens.id, kitchen.id));

    expect((await t.app.inject(`/api/kitchens/${kitchen.id}/reviews`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/kitchens/${kitchen.id}/reviews`, headers: neighbour.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/kitchens/${kitchen.id}/reviews`, headers: owner.auth })).json().total).toBe(1);
    expect((await t.app.inject({ url: `/api/kitchens/${kitchen.id}/reviews`, headers: admin.auth })).json().total).toBe(1);

    const reviewed = await post(`/api/kitchens/${kitchen.id}/reviews`, { rating: 5, comment: 'Yum' }, neighbour.auth);
    expect(reviewed.statusCode).toBe(403);
    expect(reviewed.json().error).toBe(TRUST_MESSAGES.hiddenNoReview);
    expect(await t.db.select().from(schema.kitchenReviews).where(eq(schema.kitchenReviews.kitchenId, kitchen.id))).toHaveLength(1);
  });
});
