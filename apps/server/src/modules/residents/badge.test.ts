import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeApartment, useUsers } from '../../../test/factories';
import { firstCategoryId, insertAdRow } from '../../../test/ads-factories';
import { makeFlat, verifyResident } from '../../../test/residents-factories';

const t = useTestApp();
const { neighbour, stranger } = useUsers(t, { neighbour: 'user', stranger: 'user' });

describe('the verified resident badge', () => {
  it('an ad of a verified resident names their apartment and block in the list and the details; others carry none', async () => {
    const apartment = await makeApartment(t, 'Green Meadows');
    const { flat } = await makeFlat(t, { apartmentId: apartment.id, block: 'Tower C' });
    await verifyResident(t, neighbour, flat.id);
    const categoryId = await firstCategoryId(t);
    const mine = await insertAdRow(t, { userId: neighbour.id, categoryId, title: 'Verified table' });
    const theirs = await insertAdRow(t, { userId: stranger.id, categoryId, title: 'Unverified chair' });

    const details = (await t.app.inject(`/api/ads/details/${mine.id}`)).json();
    expect(details.verified).toEqual({ apartment: 'Green Meadows', block: 'Tower C' });
    expect(JSON.stringify(details.verified)).not.toMatch(/\d{10}/);
    expect((await t.app.inject(`/api/ads/details/${theirs.id}`)).json().verified).toBeNull();
    const list = (await t.app.inject('/api/ads/listing')).json().items as Array<{ ad_id: number; verified: unknown }>;
    expect(list.find((a) => a.ad_id === mine.id)?.verified).toEqual({ apartment: 'Green Meadows', block: 'Tower C' });
    expect(list.find((a) => a.ad_id === theirs.id)?.verified).toBeNull();
  });
});
