import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { E2EUser } from './session';

/** A real picture (gradient and label) so the server's re-encoding has something to chew on. */
export async function picture(label: string, hue = 200, format: 'jpeg' | 'png' = 'jpeg', width = 800, height = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="54%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 7)}" font-weight="700" fill="white" text-anchor="middle">${label}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

export const file = (name: string, buffer: Buffer, mimeType = name.endsWith('.png') ? 'image/png' : 'image/jpeg') => ({ name, mimeType, buffer });

const auth = (user: E2EUser) => ({ authorization: `Bearer ${user.token}` });

export async function adCategoryId(request: APIRequestContext, name: string) {
  const list: Array<{ category_id: number; category_name: string }> = await (await request.get('/api/ads/adscategories')).json();
  return list.find((c) => c.category_name === name)!.category_id;
}

/** POST /api/ads/create through the real API; returns the stored ad. */
export async function createAd(request: APIRequestContext, user: E2EUser, fields: Record<string, string | number>, images: Buffer[]) {
  const form = new FormData();
  const values = {
    description: 'In good condition, pick up from the gate.',
    contact_info: '9876543210',
    location: 'Green Meadows, Block A',
    ads_status: 'Available',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, String(v));
  images.forEach((data, i) => form.append('images', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `photo${i + 1}.jpg`));
  const res = await request.post('/api/ads/create', { headers: auth(user), multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).ad as { ad_id: number; title: string; images: string[]; price: string };
}

export const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** POST /api/rentals/create through the real API. */
export async function createRental(request: APIRequestContext, user: E2EUser, fields: Record<string, string | number> = {}, photos: Buffer[] = []) {
  const form = new FormData();
  const values = {
    role_type: 'owner',
    apartment_name: 'Lake View Residency',
    block_flat_number: 'C-1102',
    address: 'Hebbal Kempapura, Bengaluru 560024',
    rental_cost: 26000,
    description: '2 BHK with a lake view and a modular kitchen.',
    available_from: inDays(7),
    type: 'family',
    phone_number: '9988776655',
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) form.append(k, String(v));
  photos.forEach((data, i) => form.append('photos', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `room${i + 1}.jpg`));
  const res = await request.post('/api/rentals/create', { headers: auth(user), multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).rental as { id: number; apartment_name: string; photos: string[] };
}

/** A noisy photo that stays big as a JPEG (noise does not compress), to exercise the browser's compression. */
export async function bigPhoto(minBytes: number) {
  for (let side = 1200; ; side += 600) {
    const data = await sharp({
      create: { width: side, height: Math.round(side * 0.75), channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 70 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    if (data.length > minBytes) return data;
  }
}
