import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { type FieldRule, itRefusesEachField, overMax } from '../../../test/field-rules';
import { webp } from '../../../test/images';
import { adCount, adFields, adRow, firstCategoryId, jpegFile, onDisk, pngFile, sendAd, storedFiles } from '../../../test/ads-factories';

let categoryId: number;
const t = useTestApp({ WRITE_RATE_LIMIT: '2000' });
beforeAll(async () => {
  categoryId = await firstCategoryId(t);
});

/** What a refused create must leave as it was: the ads and the files under uploads/ads. */
const stored = async () => ({ ads: await adCount(t), files: storedFiles(t, 'ads') });
const create = (user: Parameters<typeof sendAd>[3], fields: Parameters<typeof sendAd>[4], files: Parameters<typeof sendAd>[5] = []) =>
  sendAd(t, 'POST', '/api/ads/create', user, fields, files);

describe('POST /api/ads/create', () => {
  it('stores the ad for the signed-in user with its images, the exact price and status Available', async () => {
    const me = await makeUser(t);
    const res = await create(me, { ...adFields(categoryId), user_id: 999999 }, [await jpegFile('front.jpg'), await pngFile('back.png')]);
    expect(res.statusCode).toBe(201);
    const { message, ad } = res.json();
    expect(message).toBe('Created successfully!');
    expect(ad).toMatchObject({
      title: 'Study table with chair',
      price: '4500.50',
      user_id: me.id,
      ads_status: 'Available',
      category_id: categoryId,
      contact_info: '9876543210',
      phone_number: '9876543210',
    });
    expect(ad.category_name).toBe('Electronics');
    expect(ad.images).toHaveLength(2);
    expect(ad.images[0]).toMatch(/^\/uploads\/ads\/[a-f0-9]{32}\.jpg$/);
    expect(ad.images[1]).toMatch(/^\/uploads\/ads\/[a-f0-9]{32}\.png$/);
    expect(ad.thumbnails[0]).toBe(ad.images[0].replace('.jpg', '-thumb.webp'));
    expect(ad.image_url).toBe(ad.images[0]);
    expect(Object.keys(ad)).not.toContain('email');

    const row = await adRow(t, ad.ad_id);
    expect(row).toMatchObject({ userId: me.id, price: '4500.50', status: 'Available', images: ad.images });
    for (const p of [...ad.images, ...ad.thumbnails]) expect(onDisk(t, p)).toBe(true);
  });

  it('keeps no EXIF or GPS data in a stored JPEG and caps its size', async () => {
    const me = await makeUser(t);
    const res = await create(me, adFields(categoryId), [await jpegFile()]);
    const stored = res.json().ad.images[0] as string;
    const meta = await sharp(`${t.dataDir}${stored}`).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1200);
  });

  it('stores prices exactly: whole numbers and one decimal are normalised, large values keep every paisa', async () => {
    const me = await makeUser(t);
    for (const [input, stored] of [
      ['15', '15.00'],
      ['0.1', '0.10'],
      ['9999999.99', '9999999.99'],
    ]) {
      const res = await create(me, adFields(categoryId, { price: input }), [await pngFile()]);
      expect(res.statusCode).toBe(201);
      expect(res.json().ad.price).toBe(stored);
      expect((await adRow(t, res.json().ad.ad_id))!.price).toBe(stored);
    }
  });

  const rules: Array<FieldRule<string>> = [
    ['no category', { category_id: '' }, 'category_id', 'Please select a category.'],
    ['an unknown category', { category_id: '99999' }, 'category_id', 'Please select a category.'],
    ['no title', { title: '  ' }, 'title', 'Title is required.'],
    overMax('a title over 50', 'title', 50, 'a'),
    ['a title with symbols', { title: 'Sofa & chairs' }, 'title', 'Title can contain only letters, digits and spaces.'],
    ['no description', { description: '' }, 'description', 'Description is required.'],
    overMax('a description over 500', 'description', 500, 'a'),
    ['a description with <script>', { description: 'Nice <b>sofa</b>' }, 'description', "Description can contain only letters, digits, spaces and . , ! ? ' -"],
    ['no price', { price: '' }, 'price', 'Price is required.'],
    ['a price with 3 decimals', { price: '10.555' }, 'price', 'Enter a valid price (numbers only, up to 2 decimals).'],
    ['a negative price', { price: '-5' }, 'price', 'Enter a valid price (numbers only, up to 2 decimals).'],
    ['a price in words', { price: 'ten' }, 'price', 'Enter a valid price (numbers only, up to 2 decimals).'],
    ['a price longer than 10 characters', { price: '12345678901' }, 'price', 'Enter a valid price (numbers only, up to 2 decimals).'],
    ['a 9-digit contact', { contact_info: '987654321' }, 'contact_info', 'Enter a valid 10-digit number.'],
    ['a contact with letters', { contact_info: '98765abcde' }, 'contact_info', 'Enter a valid 10-digit number.'],
    ['no location', { location: '' }, 'location', 'Location is required.'],
    overMax('a location over 100', 'location', 100, 'a'),
    ['a location with a slash', { location: 'Block C/12' }, 'location', 'Location can contain only letters, digits, spaces and , . -'],
    ['no status', { ads_status: '' }, 'ads_status', 'Please select a status.'],
    ['status Pending (not offered in the form)', { ads_status: 'Pending' }, 'ads_status', 'Please select a status.'],
  ];
  itRefusesEachField(
    rules,
    (what) => `refuses ${what} with its message and stores nothing`,
    async (override) => create(await makeUser(t), adFields(categoryId, override), [await pngFile()]),
    stored,
  );

  it('accepts letters of any script and the spec punctuation', async () => {
    const me = await makeUser(t);
    const res = await create(
      me,
      adFields(categoryId, {
        title: 'पुरानी साइकिल 26 inch',
        description: "Good bike. Works well, really! Want it? It's yours - call.",
        location: 'Sector 4, Lake View - Gate 2.',
      }),
      [await pngFile()],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().ad.title).toBe('पुरानी साइकिल 26 inch');
  });

  it('needs at least one image', async () => {
    const me = await makeUser(t);
    const res = await create(me, adFields(categoryId));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please add at least one image.');
  });

  it('refuses a sixth image with You can only upload up to 5 images. and stores nothing', async () => {
    const me = await makeUser(t);
    const before = await stored();
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pngFile(`p${n}.png`)));
    const res = await create(me, adFields(categoryId), six);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('You can only upload up to 5 images.');
    expect(await stored()).toEqual(before);
    const five = await create(me, adFields(categoryId), six.slice(0, 5));
    expect(five.statusCode).toBe(201);
    expect(five.json().ad.images).toHaveLength(5);
  });

  it('refuses a non-image file named .jpg with 415 "{file} is not valid." and removes the images already saved', async () => {
    const me = await makeUser(t);
    const before = await stored();
    const fake = { field: 'images', filename: 'holiday.jpg', data: Buffer.from('MZ this is an executable'), type: 'image/jpeg' };
    const res = await create(me, adFields(categoryId), [await jpegFile('good.jpg'), fake]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('holiday.jpg is not valid.');
    expect(await stored()).toEqual(before);
  });

  it('refuses WebP (jpeg, jpg and png only) with 415', async () => {
    const me = await makeUser(t);
    const res = await create(me, adFields(categoryId), [{ field: 'images', filename: 'pic.webp', data: await webp(), type: 'image/webp' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('pic.webp is not valid.');
  });

  it('refuses an image over 5 MB in the parser with 413', async () => {
    const me = await makeUser(t);
    const res = await create(me, adFields(categoryId), [
      { field: 'images', filename: 'big.jpg', data: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(413);
  });

  it('needs a signed-in user (401) and refuses an unknown token', async () => {
    const before = await adCount(t);
    const anonymous = await create(null, adFields(categoryId), [await pngFile()]);
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/api/ads/create', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('Invalid token.');
    expect(await adCount(t)).toBe(before);
  });
});

describe('GET /api/ads/adscategories', () => {
  it('lists the default categories of every database as category_id and category_name', async () => {
    const { AD_DEFAULT_CATEGORIES } = await import('@padosi/shared/ads');
    const res = await t.app.inject('/api/ads/adscategories');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Array<{ category_id: number; category_name: string }>;
    expect(body.map((c) => c.category_name)).toEqual([...AD_DEFAULT_CATEGORIES]);
    expect(Object.keys(body[0]!)).toEqual(['category_id', 'category_name']);
  });
});
