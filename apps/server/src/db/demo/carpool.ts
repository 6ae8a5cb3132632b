import { addDays } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/clock';
import type { RecurrencePattern } from '@padosi/shared/recurrence';
import type { WeekDay } from '@padosi/shared/week-days';
import * as schema from '../schema/index';
import type { DemoContext } from './context';

const PLACES = [
  'Koramangala 5th Block',
  'Indiranagar Metro',
  'HSR Layout Sector 2',
  'Whitefield ITPL',
  'Electronic City Phase 1',
  'Manyata Tech Park',
  'MG Road',
  'Jayanagar 4th Block',
  'Hebbal Flyover',
  'Kempegowda Airport',
  'Marathahalli Bridge',
  'Bellandur Outer Ring Road',
];
const CARS = ['White Swift KA01 MX 4521', 'Grey Innova KA03 AB 9087', 'Red i20 KA05 NK 1122', 'Blue Nexon EV KA51 P 7788', 'Silver City KA02 HC 3341'];
const BIKES = ['Activa 6G KA01 EZ 7810', 'Royal Enfield Classic KA04 JR 5521', 'Pulsar 150 KA53 S 9034'];
const NOTES = [
  '',
  'No smoking please.',
  'Can pick up on the way if it is along the route.',
  'Share fuel cost.',
  'Ladies only.',
  'Helmet provided.',
  'AC car, music on request.',
];

type Plan = { pattern: RecurrencePattern | null; days?: WeekDay[]; interval?: number; start: number; end?: number | null; skip?: number[] };

/** One-off rides in the next two weeks, and recurring ones of every pattern, some started weeks ago. */
const PLANS: Plan[] = [
  { pattern: null, start: 1 },
  { pattern: null, start: 1 },
  { pattern: null, start: 2 },
  { pattern: null, start: 3 },
  { pattern: null, start: 5 },
  { pattern: null, start: 6 },
  { pattern: null, start: 8 },
  { pattern: null, start: 10 },
  { pattern: null, start: 13 },
  { pattern: null, start: 0 },
  { pattern: 'WEEKLY', days: ['MON', 'TUE', 'WED', 'THU', 'FRI'], start: -21, end: 120, skip: [7] },
  { pattern: 'WEEKLY', days: ['MON', 'WED', 'FRI'], start: -14, end: 90 },
  { pattern: 'WEEKLY', days: ['TUE', 'THU'], start: 2, end: 60 },
  { pattern: 'WEEKLY', days: ['SAT'], interval: 2, start: -7, end: null },
  { pattern: 'WEEKLY', days: ['SAT', 'SUN'], start: 4, end: 45 },
  { pattern: 'WEEKLY', days: ['MON', 'FRI'], start: -30, end: 180, skip: [3, 10] },
  { pattern: 'DAILY', start: -10, end: 30 },
  { pattern: 'DAILY', start: 1, end: 14, skip: [5] },
  { pattern: 'DAILY', interval: 2, start: -4, end: null },
  { pattern: 'MONTHLY', start: -20, end: 300 },
  { pattern: 'MONTHLY', start: 9, end: null },
  { pattern: 'CUSTOM', start: -5, end: 365 },
  { pattern: 'CUSTOM', interval: 2, start: 3, end: null },
  { pattern: null, start: -3 },
];

export async function seedCarpool(ctx: DemoContext) {
  const { random, userIds } = ctx;
  const today = zonedToday(ctx.deps.config.timeZone);
  const users = await ctx.db.select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phoneNumber }).from(schema.users);
  const byId = new Map(users.map((u) => [u.id, u]));
  const rows = PLANS.map((plan, i) => {
    const user = byId.get(userIds[i % userIds.length]!)!;
    const isBike = i % 3 === 2;
    const from = random.pick(PLACES);
    let to = random.pick(PLACES);
    if (to === from) to = PLACES[(PLACES.indexOf(from) + 5) % PLACES.length]!;
    const start = addDays(today, plan.start);
    return {
      userId: user.id,
      rideName: user.name,
      phoneNumber: user.phone ?? '9876500000',
      mode: isBike ? ('bike' as const) : ('car' as const),
      fromLocation: from,
      toLocation: to,
      rideDate: start,
      rideTime: `${String(random.int(6, 20)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
      availableSeats: isBike ? 1 : random.int(1, 4),
      vehicleDetails: isBike ? random.pick(BIKES) : random.pick(CARS),
      additionalNotes: random.pick(NOTES),
      isRecurring: plan.pattern !== null,
      recurrencePattern: plan.pattern,
      recurrenceDays: plan.days ?? [],
      recurrenceInterval: plan.interval ?? 1,
      recurrenceEndDate: plan.pattern && plan.end != null ? addDays(today, plan.end) : null,
      recurrenceExceptions: (plan.skip ?? []).map((d) => addDays(today, d)),
    };
  });
  await ctx.db.insert(schema.rides).values(rows);
}
