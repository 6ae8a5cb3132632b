import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { storedFiles } from '../../../test/ads-factories';
import { type FieldRule, itRefusesEachField } from '../../../test/field-rules';
import { inDays, photo, rentalCount, rentalFields, rentalRow, sendRental } from '../../../test/rentals-factories';

const t = useTestApp({ WRITE_RATE_LIMIT: '2000' });

/** What a refused create must leave as it was: the rentals and the files under uploads/rentals. */
const stored = async () => ({ rows: await rentalCount(t), files: storedFiles(t, 'rentals') });
const create = (user: Parameters<typeof sendRental>[3], fields: Parameters<typeof sendRental>[4], files: Parameters<typeof sendRental>[5] = []) =>
  sendRental(t, 'POST', '/api/rentals/create', user, fields, files);

describe('POST /api/rentals/create', () => {
  it('stores the rental for the signed-in user (not the body user_id), Available by default, photos as file names', async () => {
    const me = await makeUser(t);
    const res = await create(me, { ...rentalFields(), user_id: 424242 }, [await photo('a.png'), await photo('b.png')]);
    expect(res.statusCode).toBe(201);
    const { message, rental } = res.json();
    expect(message).toBe('Rental created successfully!');
    expect(rental).toMatchObject({
      user_id: me.id,
      status: 'Available',
      rental_cost: 18500,
      type: 'family',
      role_type: 'owner',
      phone_number: '0123456789',
      available_from: inDays(10),
    });
    expect(rental.photos).toHaveLength(2);
    expect(rental.photos[0]).toMatch(/^[a-f0-9]{32}\.png$/);
    const served = await t.app.inject(`/uploads/rentals/${rental.photos[0]}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await rentalRow(t, rental.id)).toMatchObject({ userId: me.id, photos: rental.photos, availableFrom: inDays(10) });
  });

  it('accepts no photos, cost 0 and 999999, today as the date, and any status of the form', async () => {
    const me = await makeUser(t);
    const today = new Date().toISOString().slice(0, 10);
    for (const fields of [{ rental_cost: 0 }, { rental_cost: 999999, available_from: today, status: 'Rented', type: 'bachelor', role_type: 'tenant' }]) {
      const res = await create(me, rentalFields(fields));
      expect(res.statusCode).toBe(201);
      expect(res.json().rental.photos).toEqual([]);
    }
  });

  const rules: Array<FieldRule<string | number>> = [
    ['no role', { role_type: '' }, 'role_type', 'Please choose one option.'],
    ['an unknown role', { role_type: 'agent' }, 'role_type', 'Please choose one option.'],
    ['no apartment name', { apartment_name: ' ' }, 'apartment_name', 'Apartment / PG name is required.'],
    ['an apartment name over 100', { apartment_name: 'a'.repeat(101) }, 'apartment_name', 'Apartment / PG name is required.'],
    ['no block/flat', { block_flat_number: '' }, 'block_flat_number', 'Block/Flat number is required.'],
    ['a block/flat over 50', { block_flat_number: 'b'.repeat(51) }, 'block_flat_number', 'Block/Flat number is required.'],
    ['no address', { address: '' }, 'address', 'Address is required (max 300 characters).'],
    ['an address over 300', { address: 'x'.repeat(301) }, 'address', 'Address is required (max 300 characters).'],
    ['no cost', { rental_cost: '' }, 'rental_cost', 'Please enter a valid cost.'],
    ['a negative cost', { rental_cost: -1 }, 'rental_cost', 'Please enter a valid cost.'],
    ['a cost over 999999', { rental_cost: 1000000 }, 'rental_cost', 'Please enter a valid cost.'],
    ['a cost with paise', { rental_cost: '1500.5' }, 'rental_cost', 'Please enter a valid cost.'],
    ['a cost in words', { rental_cost: 'ten' }, 'rental_cost', 'Please enter a valid cost.'],
    ['no date', { available_from: '' }, 'available_from', 'Available date is required.'],
    ['an impossible date', { available_from: '2030-02-30' }, 'available_from', 'Available date is required.'],
    ['a past date', { available_from: inDays(-3) }, 'available_from', 'Available date cannot be in the past.'],
    ['no type', { type: '' }, 'type', 'Please select a type.'],
    ['an unknown type', { type: 'students' }, 'type', 'Please select a type.'],
    ['a 9-digit phone', { phone_number: '987654321' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['an 11-digit phone', { phone_number: '98765432100' }, 'phone_number', 'Enter a valid 10-digit phone number.'],
    ['no description', { description: '' }, 'description', 'Description is required (max 500 characters).'],
    ['a description over 500', { description: 'd'.repeat(501) }, 'description', 'Description is required (max 500 characters).'],
    ['an unknown status', { status: 'Sold' }, 'status', 'Please select a status.'],
  ];
  itRefusesEachField(
    rules,
    (what) => `refuses ${what} with its message and stores nothing`,
    async (override) => create(await makeUser(t), rentalFields(override), [await photo()]),
    stored,
  );

  it('refuses a file that is not a JPEG or PNG with 415 Invalid file type: {file}, leaving no row and no files', async () => {
    const me = await makeUser(t);
    const before = await stored();
    const gif = { field: 'photos', filename: 'floorplan.gif', data: Buffer.from('GIF89a\x01\x00\x01\x00'), type: 'image/gif' };
    const res = await create(me, rentalFields(), [await photo('ok.png'), gif]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Invalid file type: floorplan.gif');
    expect(await stored()).toEqual(before);
  });

  it('refuses a ninth photo and needs a signed-in user', async () => {
    const me = await makeUser(t);
    const nine = await Promise.all(Array.from({ length: 9 }, (_, i) => photo(`p${i}.png`)));
    const res = await create(me, rentalFields(), nine);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You can upload up to 8 photos.');
    const anonymous = await create(null, rentalFields());
    expect(anonymous.statusCode).toBe(401);
  });
});
