import { eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '@padosi/shared/calendar-dates';
import { KITCHEN_LIMITS, cutoffAt, zonedToday, type Cuisine, type Diet, type KitchenSlot, type SlotSchedule } from '@padosi/shared/kitchens';
import { fromPaise, toPaise } from '@padosi/shared/money';
import { WEEK_DAYS, type WeekDay } from '@padosi/shared/week-days';
import * as schema from '../schema/index';
import type { DemoContext } from './context';
import { demoPicture } from './images';

/** [name, price, veg, spice, slots, description] */
type DemoItem = [string, string, boolean, number, KitchenSlot[], string];
interface DemoKitchen {
  name: string;
  story: string;
  cuisines: Cuisine[];
  diet: Diet;
  pickup: string;
  delivers: boolean;
  fee: string;
  min: string;
  fssai: string | null;
  verified: boolean;
  slots: KitchenSlot[];
  open: boolean;
  items: DemoItem[];
}

const WEEKDAYS: WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const CUTOFF: Record<KitchenSlot, Pick<SlotSchedule, 'cutoff_time' | 'cutoff_day'>> = {
  breakfast: { cutoff_time: '21:00', cutoff_day: 'previous' },
  lunch: { cutoff_time: '10:30', cutoff_day: 'same' },
  snacks: { cutoff_time: '14:00', cutoff_day: 'same' },
  dinner: { cutoff_time: '16:30', cutoff_day: 'same' },
};

const KITCHENS: DemoKitchen[] = [
  {
    name: "Asha's Gujarati Rasoi",
    story: 'Thalis the way my mother made them in Rajkot: sweet dal, fresh rotli and a different shaak every day.',
    cuisines: ['Gujarati', 'Jain'],
    diet: 'veg',
    pickup: 'Block B lobby',
    delivers: true,
    fee: '15',
    min: '120',
    fssai: '21524010000123',
    verified: true,
    slots: ['lunch', 'dinner'],
    open: true,
    items: [
      ['Gujarati thali', '149.50', true, 1, ['lunch', 'dinner'], 'Dal, kadhi, two shaak, four rotli, rice, farsan'],
      ['Thepla (6) with chhundo', '89', true, 1, ['lunch', 'dinner'], 'Methi thepla with sweet mango pickle'],
      ['Dhokla plate', '60', true, 0, ['lunch'], 'Soft khaman with green chutney'],
      ['Shrikhand cup', '45', true, 0, ['lunch', 'dinner'], 'Kesar elaichi, 150 g'],
    ],
  },
  {
    name: 'Amma Tiffins',
    story: 'South Indian breakfasts steamed fresh at 6 am. Batter ground at home, never bought.',
    cuisines: ['South Indian', 'Kerala'],
    diet: 'veg',
    pickup: 'Tower 2, Flat 304',
    delivers: true,
    fee: '10',
    min: '80',
    fssai: '11223344556677',
    verified: true,
    slots: ['breakfast', 'snacks'],
    open: true,
    items: [
      ['Idli sambar (4)', '60', true, 1, ['breakfast'], 'With coconut and tomato chutney'],
      ['Masala dosa', '75', true, 1, ['breakfast'], 'Crisp dosa, potato palya'],
      ['Medu vada (3)', '55', true, 1, ['breakfast', 'snacks'], 'With sambar'],
      ['Filter coffee', '25', true, 0, ['breakfast', 'snacks'], 'Strong, with chicory'],
    ],
  },
  {
    name: 'Punjab Da Swaad',
    story: 'Slow-cooked dal makhani and butter chicken from a Ludhiana family kitchen.',
    cuisines: ['Punjabi', 'North Indian'],
    diet: 'both',
    pickup: 'Gate 1 security cabin',
    delivers: true,
    fee: '20',
    min: '200',
    fssai: '10019022000456',
    verified: false,
    slots: ['lunch', 'dinner'],
    open: true,
    items: [
      ['Dal makhani + 2 laccha paratha', '169', true, 2, ['lunch', 'dinner'], 'Overnight dal, white butter'],
      ['Butter chicken + 2 naan', '249', false, 2, ['dinner'], 'Tandoor-style chicken in makhani gravy'],
      ['Rajma chawal', '129', true, 1, ['lunch'], 'Jammu rajma, jeera rice'],
      ['Lassi', '49.50', true, 0, ['lunch', 'dinner'], 'Sweet, 300 ml'],
    ],
  },
  {
    name: "Mishti's Bengali Kitchen",
    story: 'Fish curry Sundays and mishti doi every day. Mustard oil from home.',
    cuisines: ['Bengali'],
    diet: 'nonveg',
    pickup: 'C-802',
    delivers: false,
    fee: '0',
    min: '150',
    fssai: null,
    verified: false,
    slots: ['lunch', 'dinner'],
    open: true,
    items: [
      ['Macher jhol + rice', '199', false, 2, ['lunch', 'dinner'], 'Rohu in a light potato-tomato gravy'],
      ['Kosha mangsho + luchi', '289', false, 3, ['dinner'], 'Slow-cooked mutton, 4 luchi'],
      ['Mishti doi', '40', true, 0, ['lunch', 'dinner'], 'Set in an earthen pot'],
    ],
  },
  {
    name: 'Millet & More',
    story: 'Healthy bowls with millets, sprouts and home-grown greens. Low oil, no maida.',
    cuisines: ['Healthy', 'South Indian'],
    diet: 'veg',
    pickup: 'Clubhouse reception',
    delivers: true,
    fee: '0',
    min: '0',
    fssai: '12345678901234',
    verified: true,
    slots: ['breakfast', 'lunch'],
    open: true,
    items: [
      ['Ragi dosa', '70', true, 0, ['breakfast'], 'With peanut chutney'],
      ['Millet khichdi bowl', '119', true, 1, ['lunch'], 'Foxtail millet, moong, ghee tadka'],
      ['Sprouts salad', '79', true, 0, ['breakfast', 'lunch'], 'Lemon, pomegranate, peanuts'],
    ],
  },
  {
    name: 'Hyderabadi Handi',
    story: 'Dum biryani cooked in a sealed handi, weekends only.',
    cuisines: ['Hyderabadi'],
    diet: 'both',
    pickup: 'Block D basement',
    delivers: true,
    fee: '25',
    min: '250',
    fssai: null,
    verified: false,
    slots: ['lunch'],
    open: true,
    items: [
      ['Chicken dum biryani', '279', false, 3, ['lunch'], 'Half kilo, mirchi ka salan, raita'],
      ['Veg dum biryani', '219', true, 2, ['lunch'], 'Half kilo, salan, raita'],
      ['Double ka meetha', '79', true, 0, ['lunch'], 'Bread pudding with dry fruit'],
    ],
  },
  {
    name: 'Bake My Day',
    story: 'Eggless cakes, cookies and brownies baked to order in small batches.',
    cuisines: ['Baking & Desserts', 'Continental'],
    diet: 'veg',
    pickup: 'A-101',
    delivers: true,
    fee: '30',
    min: '150',
    fssai: '20021011000789',
    verified: true,
    slots: ['snacks'],
    open: true,
    items: [
      ['Walnut brownie (4)', '180', true, 0, ['snacks'], 'Eggless, dark chocolate'],
      ['Banana bread loaf', '220', true, 0, ['snacks'], '400 g, jaggery sweetened'],
      ['Choco-chip cookies (6)', '120', true, 0, ['snacks'], 'Crisp edges, soft middle'],
    ],
  },
  {
    name: 'Maharashtrian Ghar Jevan',
    story: 'Poha, misal and puran poli from Pune. Kolhapuri spice for the brave.',
    cuisines: ['Maharashtrian'],
    diet: 'veg',
    pickup: 'Tower 5 lobby',
    delivers: false,
    fee: '0',
    min: '60',
    fssai: null,
    verified: false,
    slots: ['breakfast', 'snacks'],
    open: false,
    items: [
      ['Kanda poha', '45', true, 1, ['breakfast'], 'With sev and lemon'],
      ['Misal pav', '85', true, 3, ['breakfast', 'snacks'], 'Kolhapuri tarri, 2 pav'],
      ['Puran poli (2)', '90', true, 0, ['snacks'], 'With ghee'],
    ],
  },
  {
    name: 'Dragon Wok at Home',
    story: 'Indo-Chinese comfort food, wok-tossed at home. MSG free.',
    cuisines: ['Chinese'],
    diet: 'both',
    pickup: 'E-204',
    delivers: true,
    fee: '20',
    min: '150',
    fssai: null,
    verified: false,
    slots: ['dinner'],
    open: true,
    items: [
      ['Veg hakka noodles', '129', true, 2, ['dinner'], 'Full plate'],
      ['Chilli chicken dry', '189', false, 3, ['dinner'], '8 pieces'],
      ['Veg manchurian gravy', '139', true, 2, ['dinner'], 'With spring onion'],
    ],
  },
];

const REVIEWS: Array<[number, string]> = [
  [5, 'Tastes exactly like home. The rotli were soft even at lunch time.'],
  [4, 'Generous portions and always on time at the pickup point.'],
  [5, 'Best filter coffee in the society!'],
  [3, 'Good food, a little too spicy for my kids.'],
  [5, 'Ordered for a house party, everyone asked for the number.'],
  [4, 'Fresh and not oily. Will order again.'],
];

/** Nine kitchens with menus, a week of past orders (most completed, some rejected or cancelled), reviews and today's orders. */
export async function seedKitchens(ctx: DemoContext) {
  const { db, random, deps } = ctx;
  const tz = deps.config.timeZone;
  const today = zonedToday(tz);
  const users = await db.select({ id: schema.users.id, apartmentId: schema.users.apartmentId }).from(schema.users).where(inArray(schema.users.id, ctx.userIds));
  const apartmentOf = new Map(users.map((u) => [u.id, u.apartmentId]));
  for (const [k, demo] of KITCHENS.entries()) {
    // One kitchen per cook: the demo has more residents than kitchens.
    if (k >= ctx.userIds.length) break;
    const ownerId = ctx.userIds[k]!;
    const photos: string[] = [];
    for (const label of [demo.name.split(' ')[0]!, demo.cuisines[0]!]) {
      const picture = await demoPicture(label, (20 + k * 37 + photos.length * 25) % 360);
      photos.push((await deps.uploads.saveImage('kitchens', picture, { allowed: ['jpeg'], maxPx: KITCHEN_LIMITS.storedMaxPx })).file);
    }
    const schedule: SlotSchedule[] = demo.slots.map((slot) => ({
      slot,
      days: demo.name.includes('Handi') ? ['SAT', 'SUN'] : slot === 'snacks' ? [...WEEK_DAYS] : WEEKDAYS,
      ...CUTOFF[slot],
    }));
    const [kitchen] = await db
      .insert(schema.kitchens)
      .values({
        userId: ownerId,
        apartmentId: apartmentOf.get(ownerId) ?? null,
        name: demo.name,
        story: demo.story,
        cuisines: demo.cuisines,
        diet: demo.diet,
        photos,
        pickupPoint: demo.pickup,
        delivers: demo.delivers,
        deliveryArea: demo.delivers ? 'All blocks of the society' : '',
        deliveryFee: fromPaise(toPaise(demo.fee)),
        minOrder: fromPaise(toPaise(demo.min)),
        upiId: `${demo.name
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .slice(0, 12)}@okaxis`,
        fssaiNumber: demo.fssai,
        fssaiVerified: demo.verified,
        schedule,
        isOpen: demo.open,
      })
      .returning();
    const items = [];
    for (const [i, [name, price, isVeg, spice, slots, description]] of demo.items.entries()) {
      let photo: string | null = null;
      if (i < 2)
        photo = (
          await deps.uploads.saveImage('kitchens', await demoPicture(name.split(' ')[0]!, (k * 37 + i * 60) % 360, 400, 400), { allowed: ['jpeg'], maxPx: 800 })
        ).file;
      const [item] = await db
        .insert(schema.kitchenItems)
        .values({
          kitchenId: kitchen!.id,
          name,
          description,
          price: fromPaise(toPaise(price)),
          isVeg,
          spiceLevel: spice,
          photo,
          slots: slots.filter((s) => demo.slots.includes(s)),
          days: [...WEEK_DAYS],
          dailyLimit: 20 + random.int(0, 20),
        })
        .returning();
      items.push(item!);
    }

    // Past orders over the last ten days and a few for today, from neighbours other than the cook.
    const reviewed = new Set<number>();
    for (let n = 0; n < 7; n++) {
      const customerId = ctx.userIds[(k * 7 + n * 5 + 2) % ctx.userIds.length]!;
      if (customerId === ownerId) continue;
      const past = n < 5;
      const day = past ? addDays(today, -random.int(1, 10)) : today;
      const slot = schedule[n % schedule.length]!.slot;
      const offered = items.filter((it) => it.slots.includes(slot));
      if (offered.length === 0) continue;
      const lines = offered.slice(0, random.int(1, Math.min(2, offered.length))).map((it) => ({ it, qty: random.int(1, 3) }));
      const itemsPaise = lines.reduce((s, l) => s + toPaise(l.it.price) * l.qty, 0);
      const delivery = demo.delivers && random.chance(0.5);
      const feePaise = delivery ? toPaise(demo.fee) : 0;
      const status = past ? (n === 3 ? 'rejected' : n === 4 ? 'cancelled' : 'completed') : n === 5 ? 'accepted' : 'placed';
      const [order] = await db
        .insert(schema.kitchenOrders)
        .values({
          kitchenId: kitchen!.id,
          customerId,
          day,
          slot,
          status,
          fulfilment: delivery ? 'delivery' : 'pickup',
          note: n === 0 ? 'Less spicy please' : '',
          payment: random.chance(0.6) ? 'upi' : 'cash',
          itemsTotal: fromPaise(itemsPaise),
          deliveryFee: fromPaise(feePaise),
          total: fromPaise(itemsPaise + feePaise),
          rejectReason: status === 'rejected' ? 'Sorry, ran out of ingredients today.' : null,
          cutoffAt: cutoffAt(
            day,
            schedule.find((s) => s.slot === slot)!,
            tz,
          ),
        })
        .returning();
      await db
        .insert(schema.kitchenOrderItems)
        .values(lines.map((l) => ({ orderId: order!.id, itemId: l.it.id, name: l.it.name, price: l.it.price, qty: l.qty, isVeg: l.it.isVeg })));
      if (status !== 'rejected' && status !== 'cancelled') {
        for (const l of lines) {
          await db
            .insert(schema.kitchenItemDays)
            .values({ itemId: l.it.id, day, sold: l.qty })
            .onConflictDoUpdate({
              target: [schema.kitchenItemDays.itemId, schema.kitchenItemDays.day],
              set: { sold: sql`${schema.kitchenItemDays.sold} + ${l.qty}` },
            });
        }
      }
      if (status === 'completed' && !reviewed.has(customerId) && k !== 8) {
        reviewed.add(customerId);
        const [rating, comment] = REVIEWS[(k + n) % REVIEWS.length]!;
        await db.insert(schema.kitchenReviews).values({ kitchenId: kitchen!.id, userId: customerId, rating, comment });
        await db
          .update(schema.kitchens)
          .set({ ratingSum: sql`${schema.kitchens.ratingSum} + ${rating}`, ratingCount: sql`${schema.kitchens.ratingCount} + 1` })
          .where(eq(schema.kitchens.id, kitchen!.id));
      }
    }
  }
}
