import { expect, type APIRequestContext } from '@playwright/test';
import { signUpAdmin, type E2EUser } from './session';

let seq = 0;
/** A word no other test uses, so searches and category names never collide between parallel tests. */
export const uniqueWord = (base: string) =>
  `${base}${Date.now().toString(36).slice(-4)}${process.pid % 1000}${++seq}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** A 1×1 PNG: small enough for every upload limit, real enough for the browser's compression and the server's checks. */
export const tinyPng = () => Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A main category with sub categories, made by the admin through the real API. */
export async function makeCategories(request: APIRequestContext, main: string, subs: string[]) {
  const admin = await signUpAdmin(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const create = async (fields: Record<string, string>) => {
    const res = await request.post('/api/managecategory/create', { headers, multipart: fields });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data as { id: number; name: string };
  };
  const parent = await create({ name: main, priority: '1' });
  const children = [];
  for (const [i, name] of subs.entries()) children.push(await create({ name, parent_id: String(parent.id), priority: String(i + 1) }));
  return { main: parent, subs: children };
}

/** A provider registered through the real API by `owner`. */
export async function makeProvider(
  request: APIRequestContext,
  owner: E2EUser,
  fields: { name: string; parent_id: number; service_type: number; long_desc?: string },
) {
  const res = await request.post('/api/service-providers/create', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: {
      has_shop: 'no',
      phone_number: '9876543210',
      long_desc: fields.long_desc ?? '',
      name: fields.name,
      parent_id: String(fields.parent_id),
      service_type: String(fields.service_type),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** A generated picture (gradient and a label) for screenshots, as PNG. */
export async function picture(label: string, hue: number, width = 640, height = 480): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const size = Math.round(Math.min(width, height) * (label.length <= 2 ? 0.4 : 0.12));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="54%" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="white" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
