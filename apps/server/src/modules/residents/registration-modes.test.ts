import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { adFields, firstCategoryId, jpegFile, sendAd } from '../../../test/ads-factories';
import { photo, rentalFields, sendRental } from '../../../test/rentals-factories';
import { rideBody } from '../../../test/carpool-factories';
import { requestBody } from '../../../test/home-help-factories';
import { kitchenBody, makeKitchen } from '../../../test/kitchens-factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { multipart } from '../../../test/multipart';
import { setRegistration, verifyResident } from '../../../test/residents-factories';

const t = useTestApp();
const { admin, chef } = useUsers(t, { admin: 'admin', chef: 'user' });
const NEEDS = 'Only verified residents can do this. Ask to join your apartment from your profile.';

const json = (url: string, user: TestUser, payload: object) => t.app.inject({ method: 'POST', url, headers: user.auth, payload });
const countOf = async (table: typeof schema.ads | typeof schema.rentals | typeof schema.rides | typeof schema.homeHelpRequests | typeof schema.kitchens) =>
  (await t.db.select().from(table)).length;

/** Every kind of post and review, as the given person; each answers the API's response. */
async function everyPost(user: TestUser) {
  const { main, sub } = await makeCategoryPair(t);
  const provider = await makeProvider(t, { userId: admin.id, categoryId: sub.id });
  const providerForm = multipart({ name: 'Ravi Kumar', has_shop: 'no', parent_id: main.id, service_type: sub.id, phone_number: '9876543210' });
  return {
    ad: await sendAd(t, 'POST', '/api/ads/create', user, adFields(await firstCategoryId(t)), [await jpegFile()]),
    rental: await sendRental(t, 'POST', '/api/rentals/create', user, rentalFields(), [await photo()]),
    provider: await t.app.inject({
      method: 'POST',
      url: '/api/service-providers/create',
      payload: providerForm.payload,
      headers: { ...user.auth, ...providerForm.headers },
    }),
    ride: await json('/api/carpooling/create', user, rideBody()),
    homeHelp: await json('/api/home-help/create', user, requestBody()),
    kitchen: await json('/api/kitchens', user, kitchenBody({ name: 'Second Kitchen' })),
    review: await json('/review/addreview', user, { service_provider_id: provider.id, rating: 5, review: 'Came on time, fixed the leak.' }),
    kitchenReview: await json(`/api/kitchens/${kitchenId}/reviews`, user, { rating: 5, comment: 'Lovely thali' }),
  };
}

// The kitchen reviewed in every round, made while anyone may post.
let kitchenId: number;
beforeAll(async () => {
  kitchenId = (await makeKitchen(t, chef)).id;
});
afterEach(() => setRegistration(t, admin, 'open'));

describe('registration modes', () => {
  it('verified to post: an unverified resident browses but cannot post anything or review; nothing is written', async () => {
    const before = await Promise.all([schema.ads, schema.rentals, schema.rides, schema.homeHelpRequests].map(countOf));
    await setRegistration(t, admin, 'verified_to_post');
    const newcomer = await makeUser(t);
    const answers = await everyPost(newcomer);
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.statusCode, kind).toBe(403);
      expect(res.json().error, kind).toBe(NEEDS);
    }
    expect(await Promise.all([schema.ads, schema.rentals, schema.rides, schema.homeHelpRequests].map(countOf))).toEqual(before);
    expect((await t.app.inject({ url: '/api/ads/listing', headers: newcomer.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/carpooling/listing', headers: newcomer.auth })).statusCode).toBe(200);
  });

  it('verified to post: a verified resident posts every kind; an admin always may', async () => {
    await setRegistration(t, admin, 'verified_to_post');
    const resident = await makeUser(t);
    await verifyResident(t, resident);
    const answers = await everyPost(resident);
    expect(Object.fromEntries(Object.entries(answers).map(([k, r]) => [k, r.statusCode]))).toEqual({
      ad: 201,
      rental: 201,
      provider: 201,
      ride: 201,
      homeHelp: 201,
      kitchen: 201,
      review: 201,
      // A kitchen review needs a completed order: past the verification check, refused for that reason.
      kitchenReview: 403,
    });
    expect(answers.kitchenReview.json().error).not.toBe(NEEDS);
    expect((await json('/api/carpooling/create', admin, rideBody())).statusCode).toBe(201);
  });

  it('open: anyone signed in posts; invite only: posting needs verification as well', async () => {
    const newcomer = await makeUser(t);
    expect((await json('/api/carpooling/create', newcomer, rideBody())).statusCode).toBe(201);
    await setRegistration(t, admin, 'invite_only');
    const refused = await json('/api/carpooling/create', newcomer, rideBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(NEEDS);
    expect((await t.app.inject({ url: '/api/residents/me', headers: newcomer.auth })).json()).toMatchObject({ verified: false, mode: 'invite_only' });
  });
});
