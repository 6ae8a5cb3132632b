import { addDays } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/clock';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { homeHelpKindsFor } from '@padosi/shared/category-constants';
import { HOME_HELP_SERVICE_TYPES, type HomeHelpServiceType, type HomeHelpStatus } from '@padosi/shared/home-help';
import * as schema from '../schema/index';
import type { DemoContext } from './context';
import { demoPicture, initials } from './images';

const FALLBACK_PROVIDERS = [
  ['Lakshmi Devi', 'Maid', 4.6],
  ['Sunita Bai', 'Maid', 4.1],
  ['Meena Kumari', 'Cook', 4.8],
  ['Ramesh Cook', 'Cook', 3.7],
] as const;

/** Providers in an active category (their own or its main one) marked for this service type, best rated first. */
async function providersOfType(ctx: DemoContext, type: HomeHelpServiceType): Promise<number[]> {
  const { categories, serviceProviders } = schema;
  const rows = await ctx.db
    .selectDistinct({ id: serviceProviders.id, rating: serviceProviders.rating })
    .from(serviceProviders)
    .innerJoin(categories, sql`${categories.id} IN (${serviceProviders.categoryId}, ${serviceProviders.parentId})`)
    .where(and(eq(categories.status, true), inArray(categories.homeHelp, homeHelpKindsFor(type))))
    .orderBy(desc(serviceProviders.rating), serviceProviders.id)
    .limit(200);
  return rows.map((r) => r.id);
}

/**
 * The directory seeder normally runs first and makes maid and cook providers; this one only adds a small
 * House Keeping category with four providers when it finds none, so the demo always has someone to assign.
 */
async function ensureProviders(ctx: DemoContext): Promise<void> {
  if ((await providersOfType(ctx, 'Both')).length > 0) return;
  const [main] = await ctx.db.insert(schema.categories).values({ name: 'House Keeping', priority: 50, homeHelp: 'housekeeping' }).returning();
  const subs = await ctx.db
    .insert(schema.categories)
    .values([
      { name: 'Maid', parentId: main!.id, homeHelp: 'maid' as const },
      { name: 'Cook', parentId: main!.id, homeHelp: 'cook' as const },
    ])
    .returning();
  for (const [i, [name, sub, rating]] of FALLBACK_PROVIDERS.entries()) {
    const picture = await ctx.deps.uploads.saveImage('serviceproviders', await demoPicture(initials(name), 20 + i * 70, 400, 400), {
      allowed: ['jpeg'],
      maxPx: 800,
    });
    const category = subs.find((s) => s.name === sub)!;
    await ctx.db.insert(schema.serviceProviders).values({
      userId: ctx.userIds[(i + 3) % ctx.userIds.length]!,
      name,
      title: `${sub} for homes`,
      address: 'Koramangala, Bengaluru',
      parentId: main!.id,
      categoryId: category.id,
      phoneNumber: `98450${String(10000 + i * 1111).slice(0, 5)}`,
      profileImage: picture.file,
      rating,
      reviewCount: 3 + i,
      searchText: `${name} house keeping ${sub}`.toLowerCase(),
    });
  }
}

const NOTES = [
  'Sweeping, mopping and dishes, six days a week.',
  'South Indian vegetarian cooking for a family of four.',
  'Non-veg cooking twice a week, and breakfast daily.',
  'Deep cleaning before a festival.',
  'Morning help for an elderly couple.',
  '',
  'Laundry and ironing as well, if possible.',
  'Jain food, no onion or garlic.',
];

/** 24 requests: every status and service type, past and upcoming, most assigned once they leave Pending. */
export async function seedHomeHelp(ctx: DemoContext) {
  const { db, random, userIds } = ctx;
  await ensureProviders(ctx);
  // Each request gets a provider of its own kind: maids for Maid, cooks for Cook, anyone for Both.
  const providers = Object.fromEntries(
    await Promise.all(HOME_HELP_SERVICE_TYPES.map(async (type) => [type, await providersOfType(ctx, type)] as const)),
  ) as Record<HomeHelpServiceType, number[]>;
  const users = await db.select().from(schema.users);
  const today = zonedToday(ctx.deps.config.timeZone);
  const plan: Array<[HomeHelpStatus, number]> = [];
  for (let i = 0; i < 7; i++) plan.push(['Pending', random.int(0, 12)]);
  for (let i = 0; i < 6; i++) plan.push(['In Progress', random.int(-3, 3)]);
  for (let i = 0; i < 6; i++) plan.push(['Completed', random.int(-30, -1)]);
  for (let i = 0; i < 5; i++) plan.push(['Cancelled', random.int(-15, 8)]);
  for (const [i, [status, offset]] of plan.entries()) {
    const user = users.find((u) => u.id === userIds[i % userIds.length])!;
    const requestDate = addDays(today, offset);
    // Asked for three days ahead, and never later than a few hours ago.
    const planned = new Date(`${addDays(requestDate, -3)}T04:30:00Z`).getTime();
    const createdAt = new Date(Math.min(planned, Date.now() - (30 - i) * 3_600_000));
    const serviceType = HOME_HELP_SERVICE_TYPES[i % 3]!;
    const candidates = providers[serviceType].length > 0 ? providers[serviceType] : providers.Both;
    const assigned =
      candidates.length > 0 &&
      (status === 'In Progress' || status === 'Completed' || (status === 'Cancelled' && i % 2 === 0) || (status === 'Pending' && i === 2));
    const [row] = await db
      .insert(schema.homeHelpRequests)
      .values({
        userId: user.id,
        serviceType,
        requestDate,
        requestTime: `${String(random.int(6, 18)).padStart(2, '0')}:${random.pick(['00', '30'])}`,
        phoneNumber: user.phoneNumber ?? '9876500000',
        address: [user.blockFlatNumber, user.address].filter(Boolean).join(', ') || 'Koramangala, Bengaluru',
        description: random.pick(NOTES),
        status,
        providerId: assigned ? candidates[i % candidates.length]! : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    // The admin team's changes carry no user: demo data has no admin account (admins come from ADMIN_EMAILS).
    const steps: HomeHelpStatus[] = status === 'Pending' ? [] : status === 'Completed' ? ['In Progress', 'Completed'] : [status];
    await db.insert(schema.homeHelpStatusHistory).values([
      { requestId: row!.id, status: 'Pending', changedBy: user.id, changedAt: createdAt },
      ...steps.map((s, k) => ({
        requestId: row!.id,
        status: s,
        changedBy: null,
        changedAt: new Date(Math.min(createdAt.getTime() + (k + 1) * 5 * 3_600_000, Date.now())),
      })),
    ]);
  }
}
