import { eq } from 'drizzle-orm';
import type { ItemBody, KitchenBody } from '@padosi/shared/kitchens';
import * as schema from '../src/db/schema/index';
import type { TestApp } from './app';
import { makeAdmin, type TestUser } from './factories';

/** Tuesday 24 Nov 2026, 09:30 in Asia/Kolkata: before the lunch cut-off (10:30) in kitchenBody(). */
export const NOW = new Date('2026-11-24T04:00:00Z');
export const TODAY = '2026-11-24';
export const TOMORROW = '2026-11-25';
/** Moves the app's clock (the composition root's, one per app) to a fixed instant. */
export const setNow = (t: TestApp, iso: string | Date) => {
  const at = new Date(iso);
  t.app.root.clock.now = () => at;
};

export const kitchenBody = (overrides: Partial<KitchenBody> = {}): KitchenBody => ({
  name: "Asha's Kitchen",
  story: 'Home-style Gujarati thalis from Block B.',
  cuisines: ['Gujarati', 'North Indian'],
  diet: 'veg',
  pickup_point: 'Block B lobby',
  delivers: true,
  delivery_area: 'Green Meadows, all blocks',
  delivery_fee: '15',
  min_order: '100',
  upi_id: 'asha@okaxis',
  fssai_number: '12345678901234',
  schedule: [
    { slot: 'breakfast', days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], cutoff_time: '21:00', cutoff_day: 'previous' },
    { slot: 'lunch', days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], cutoff_time: '10:30', cutoff_day: 'same' },
    { slot: 'dinner', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], cutoff_time: '17:00', cutoff_day: 'same' },
  ],
  is_open: true,
  ...overrides,
});

export const itemBody = (overrides: Partial<ItemBody> = {}): ItemBody => ({
  name: 'Gujarati thali',
  description: 'Dal, kadhi, two sabzis, rotli, rice',
  price: '149.50',
  is_veg: true,
  spice_level: 1,
  slots: ['lunch', 'dinner'],
  days: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
  daily_limit: 10,
  ...overrides,
});

export async function makeKitchen(t: TestApp, owner: TestUser, overrides: Partial<KitchenBody> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/kitchens', headers: owner.auth, payload: kitchenBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`kitchen: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; user_id: number };
}

export async function makeItem(t: TestApp, owner: TestUser, kitchenId: number, overrides: Partial<ItemBody> = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/kitchens/${kitchenId}/items`, headers: owner.auth, payload: itemBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`item: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; price: string };
}

export const orderBody = (itemId: number, overrides: Record<string, unknown> = {}) => ({
  date: TODAY,
  slot: 'lunch',
  items: [{ item_id: itemId, qty: 1 }],
  fulfilment: 'pickup',
  note: '',
  payment: 'cash',
  ...overrides,
});

export const placeOrder = (t: TestApp, user: TestUser, kitchenId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/kitchens/${kitchenId}/orders`, headers: user.auth, payload: body });

export const moveOrder = (t: TestApp, user: TestUser, orderId: number, status: string, reason?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/kitchen-orders/${orderId}/status`,
    headers: user.auth,
    payload: reason === undefined ? { status } : { status, reason },
  });

export const kitchenRow = async (t: TestApp, id: number) => (await t.db.select().from(schema.kitchens).where(eq(schema.kitchens.id, id)))[0]!;
export const orderRow = async (t: TestApp, id: number) => (await t.db.select().from(schema.kitchenOrders).where(eq(schema.kitchenOrders.id, id)))[0]!;
export const soldOn = async (t: TestApp, itemId: number, day: string) =>
  (await t.db.select().from(schema.kitchenItemDays).where(eq(schema.kitchenItemDays.itemId, itemId))).find((r) => r.day === day)?.sold ?? 0;

/** An admin sets a kitchen's fair shares per customer (defaults: 2 orders a day, 33 % of a dish, 3 cash cancellations). */
export async function setCustomerLimits(
  t: TestApp,
  kitchenId: number,
  limits: Partial<{ orders_per_day: number; item_share_percent: number; cash_cancel_limit: number }>,
) {
  const admin = await makeAdmin(t);
  const payload = { orders_per_day: 2, item_share_percent: 33, cash_cancel_limit: 3, ...limits };
  const res = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${kitchenId}/customer-limits`, headers: admin.auth, payload });
  if (res.statusCode !== 200) throw new Error(`customer limits: ${res.statusCode} ${res.body}`);
  return res.json() as { customer_limits: typeof payload };
}
