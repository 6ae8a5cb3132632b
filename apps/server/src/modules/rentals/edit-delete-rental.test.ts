import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { storedFiles } from '../../../test/ads-factories';
import { inDays, photo, rentalFields, rentalRow, sendRental } from '../../../test/rentals-factories';
import * as schema from '../../db/schema/index';
import { eq } from 'drizzle-orm';

const t = useTestApp({ WRITE_RATE_LIMIT: '2000' });

async function postRental(owner: TestUser, photos = 2) {
  const files = await Promise.all(Array.from({ length: photos }, (_, i) => photo(`p${i}.png`)));
  const res = await sendRental(t, 'POST', '/api/rentals/create', owner, rentalFields(), files);
  expect(res.statusCode).toBe(201);
  return res.json().rental as { id: number; photos: string[] };
}
const update = (user: TestUser | null, id: number, fields: Record<string, string | number>, files: Parameters<typeof sendRental>[5] = []) =>
  sendRental(t, 'PUT', `/api/rentals/update/${id}`, user, rentalFields(fields), files);
const onDisk = (file: string) => storedFiles(t, 'rentals').includes(file);

describe('PUT /api/rentals/update/{id}', () => {
  it('saves the fields, drops deletedPhotos from the row and the disk, and appends new photos', async () => {
    const owner = await makeUser(t);
    const rental = await postRental(owner, 2);
    const res = await update(owner, rental.id, { status: 'Rented', rental_cost: 21000, deletedPhotos: JSON.stringify([rental.photos[0]]) }, [
      await photo('new.png'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Rental updated successfully!');
    const saved = res.json().rental;
    expect(saved).toMatchObject({ status: 'Rented', rental_cost: 21000 });
    expect(saved.photos).toHaveLength(2);
    expect(saved.photos[0]).toBe(rental.photos[1]);
    expect(onDisk(rental.photos[0]!)).toBe(false);
    expect(onDisk(rental.photos[0]!.replace('.png', '-thumb.webp'))).toBe(false);
    expect(onDisk(saved.photos[1])).toBe(true);
  });

  it('lets an edit keep an available date that has passed since, but not move it to another past date', async () => {
    const owner = await makeUser(t);
    const rental = await postRental(owner, 0);
    await t.db
      .update(schema.rentals)
      .set({ availableFrom: inDays(-20) })
      .where(eq(schema.rentals.id, rental.id));
    const kept = await update(owner, rental.id, { available_from: inDays(-20), description: 'Still available.' });
    expect(kept.statusCode).toBe(200);
    const moved = await update(owner, rental.id, { available_from: inDays(-10) });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('Available date cannot be in the past.');
  });

  it('refuses another user with 403: row and photos unchanged; an admin may edit and the owner stays', async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const rental = await postRental(owner, 1);
    const before = storedFiles(t, 'rentals');
    const res = await update(stranger, rental.id, { apartment_name: 'Hijacked', deletedPhotos: JSON.stringify(rental.photos) }, [await photo()]);
    expect(res.statusCode).toBe(403);
    expect(await rentalRow(t, rental.id)).toMatchObject({ apartmentName: 'Lake View Residency', photos: rental.photos, userId: owner.id });
    expect(storedFiles(t, 'rentals')).toEqual(before);

    const admin = await makeAdmin(t);
    const moderated = await update(admin, rental.id, { status: 'Inactive' });
    expect(moderated.statusCode).toBe(200);
    expect(await rentalRow(t, rental.id)).toMatchObject({ status: 'Inactive', userId: owner.id });
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `rental:${rental.id}`));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'rental.update' });
  });

  it('answers 404 for an unknown rental and 401 without a token', async () => {
    const me = await makeUser(t);
    const missing = await update(me, 999999, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('The rental was not found.');
    expect((await update(null, 999999, {})).statusCode).toBe(401);
  });

  it('refuses more than 8 photos in all, keeping the row and files', async () => {
    const owner = await makeUser(t);
    const rental = await postRental(owner, 7);
    const before = storedFiles(t, 'rentals');
    const res = await update(owner, rental.id, {}, [await photo('x.png'), await photo('y.png')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You can upload up to 8 photos.');
    expect((await rentalRow(t, rental.id))!.photos).toEqual(rental.photos);
    expect(storedFiles(t, 'rentals')).toEqual(before);
  });
});

describe('DELETE /api/rentals/delete/{id}', () => {
  it('refuses a stranger (403) and anonymous (401); the owner deletes the row and its photos', async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const rental = await postRental(owner, 2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${rental.id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${rental.id}` })).statusCode).toBe(401);
    expect(await rentalRow(t, rental.id)).not.toBeNull();
    for (const p of rental.photos) expect(onDisk(p)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${rental.id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Rental deleted successfully.');
    expect(await rentalRow(t, rental.id)).toBeNull();
    for (const p of rental.photos) expect(onDisk(p)).toBe(false);
  });

  it('lets an admin delete any rental; unknown ids are 404', async () => {
    const owner = await makeUser(t);
    const admin = await makeAdmin(t);
    const rental = await postRental(owner, 0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${rental.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${rental.id}`, headers: admin.auth })).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `rental:${rental.id}`));
    expect(entries.map((e) => [e.action, e.actorId, (e.details as { ownerId: number }).ownerId])).toEqual([['rental.delete', admin.id, owner.id]]);
  });
});
