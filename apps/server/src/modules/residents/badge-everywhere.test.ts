import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { insertRow, makeApartment, useUsers } from '../../../test/factories';
import { makeFlat, verifyResident } from '../../../test/residents-factories';
import { insertRentalRow } from '../../../test/rentals-factories';
import { insertRide } from '../../../test/carpool-factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { makeKitchen } from '../../../test/kitchens-factories';
import { insertRequest } from '../../../test/home-help-factories';

const t = useTestApp();
const { neighbour, stranger, admin } = useUsers(t, { neighbour: 'user', stranger: 'user', admin: 'admin' });
const BADGE = { apartment: 'Green Meadows', block: 'Tower C' };

type WithBadge = { verified: unknown };
const byId = <T extends { id: number }>(items: T[], id: number) => items.find((i) => i.id === id);

/** One verified resident and one who is not, each with a post of every kind: the badge follows the person, nothing else. */
describe('the verified resident badge on every kind of post (issue 25)', () => {
  beforeAll(async () => {
    const apartment = await makeApartment(t, BADGE.apartment);
    const { flat } = await makeFlat(t, { apartmentId: apartment.id, block: BADGE.block });
    await verifyResident(t, neighbour, flat.id);
  });

  it('rentals: list and details carry the badge only for the verified poster', async () => {
    const mine = await insertRentalRow(t, { userId: neighbour.id });
    const theirs = await insertRentalRow(t, { userId: stranger.id });
    const got = await t.app.inject(`/api/rentals/details/${mine.id}`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().verified).toEqual(BADGE);
    expect((await t.app.inject(`/api/rentals/details/${theirs.id}`)).json().verified).toBeNull();
    const list = (await t.app.inject('/api/rentals/listing')).json().items as Array<{ id: number } & WithBadge>;
    expect(byId(list, mine.id)?.verified).toEqual(BADGE);
    expect(byId(list, theirs.id)?.verified).toBeNull();
  });

  it('rides: list and details carry the badge only for the verified poster', async () => {
    const mine = await insertRide(t, neighbour.id);
    const theirs = await insertRide(t, stranger.id);
    expect((await t.app.inject(`/api/carpooling/details/${mine.id}`)).json().verified).toEqual(BADGE);
    expect((await t.app.inject(`/api/carpooling/details/${theirs.id}`)).json().verified).toBeNull();
    const list = (await t.app.inject('/api/carpooling/listing')).json().items as Array<{ id: number } & WithBadge>;
    expect(byId(list, mine.id)?.verified).toEqual(BADGE);
    expect(byId(list, theirs.id)?.verified).toBeNull();
  });

  it('kitchens and their reviews: the cook and the reviewer each carry their own badge', async () => {
    const mine = await makeKitchen(t, neighbour, { name: 'Verified kitchen' });
    const theirs = await makeKitchen(t, stranger, { name: 'Other kitchen' });
    expect((await t.app.inject(`/api/kitchens/${mine.id}`)).json().verified).toEqual(BADGE);
    expect((await t.app.inject(`/api/kitchens/${theirs.id}`)).json().verified).toBeNull();
    const list = (await t.app.inject('/api/kitchens')).json().items as Array<{ id: number } & WithBadge>;
    expect(byId(list, mine.id)?.verified).toEqual(BADGE);
    expect(byId(list, theirs.id)?.verified).toBeNull();

    await insertRow(t, schema.kitchenReviews, { kitchenId: theirs.id, userId: neighbour.id, rating: 5, comment: 'Lovely' });
    await insertRow(t, schema.kitchenReviews, { kitchenId: mine.id, userId: stranger.id, rating: 4, comment: 'Good' });
    const [fromNeighbour] = (await t.app.inject(`/api/kitchens/${theirs.id}/reviews`)).json().items as WithBadge[];
    const [fromStranger] = (await t.app.inject(`/api/kitchens/${mine.id}/reviews`)).json().items as WithBadge[];
    expect(fromNeighbour?.verified).toEqual(BADGE);
    expect(fromStranger?.verified).toBeNull();
  });

  it('providers (who added them) and provider reviews (who wrote them)', async () => {
    const { sub } = await makeCategoryPair(t);
    const mine = await makeProvider(t, { userId: neighbour.id, categoryId: sub.id, name: 'Added by a neighbour' });
    const theirs = await makeProvider(t, { userId: stranger.id, categoryId: sub.id, name: 'Added by a stranger' });
    expect((await t.app.inject(`/api/service-providers/details/${mine.id}`)).json().data.verified).toEqual(BADGE);
    expect((await t.app.inject(`/api/service-providers/details/${theirs.id}`)).json().data.verified).toBeNull();
    const list = (await t.app.inject(`/api/service-providers/listing/${sub.id}`)).json().items as Array<{ id: number } & WithBadge>;
    expect(byId(list, mine.id)?.verified).toEqual(BADGE);
    expect(byId(list, theirs.id)?.verified).toBeNull();

    await insertRow(t, schema.reviews, { serviceProviderId: theirs.id, userId: neighbour.id, rating: 5, comment: 'Reliable' });
    await insertRow(t, schema.reviews, { serviceProviderId: mine.id, userId: stranger.id, rating: 4, comment: 'Fine' });
    const [fromNeighbour] = (await t.app.inject(`/review/listing/${theirs.id}`)).json().items as WithBadge[];
    const [fromStranger] = (await t.app.inject(`/review/listing/${mine.id}`)).json().items as WithBadge[];
    expect(fromNeighbour?.verified).toEqual(BADGE);
    expect(fromStranger?.verified).toBeNull();
  });

  it('home-help requests: the requester carries the badge in the list and the details', async () => {
    const mine = await insertRequest(t, neighbour.id);
    const theirs = await insertRequest(t, stranger.id);
    const list = (await t.app.inject({ url: '/api/home-help/', headers: admin.auth })).json().items as Array<{ id: number } & WithBadge>;
    expect(byId(list, mine.id)?.verified).toEqual(BADGE);
    expect(byId(list, theirs.id)?.verified).toBeNull();
    const details = (await t.app.inject({ url: `/api/home-help/details/${mine.id}`, headers: neighbour.auth })).json();
    expect(JSON.stringify(details)).toContain('"verified":{"apartment":"Green Meadows","block":"Tower C"}');
  });
});
