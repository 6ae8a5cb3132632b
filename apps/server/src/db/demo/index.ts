import { count } from 'drizzle-orm';
import * as schema from '../schema/index';
import type { AppDeps } from '../../platform/services/deps';
import type { DemoContext } from './context';
import { seedAds } from './ads';
import { seedCarpool } from './carpool';
import { seedDirectory } from './directory';
import { seedFoundation } from './foundation';
import { seedHomeHelp } from './home-help';
import { seedKitchens } from './kitchens';
import { seededRandom } from './random';
import { seedRentals } from './rentals';
import { seedCms } from './cms';
import { seedSettings } from './settings';

/** Seeders in order; each feature appends its own. Demo data is never used by tests. */
const seeders: Array<(ctx: DemoContext) => Promise<void>> = [
  seedFoundation,
  seedSettings,
  seedDirectory,
  seedAds,
  seedRentals,
  seedCarpool,
  seedHomeHelp,
  seedKitchens,
  seedCms,
];

/** Loads the demo data into an empty database (no apartments and no users); returns whether it did. */
export async function loadDemoData(deps: AppDeps): Promise<boolean> {
  const { db } = deps.database;
  const [apartments] = await db.select({ n: count() }).from(schema.apartments);
  const [users] = await db.select({ n: count() }).from(schema.users);
  if ((apartments?.n ?? 0) > 0 || (users?.n ?? 0) > 0) return false;
  const ctx: DemoContext = { deps, db, random: seededRandom(2025), apartmentIds: [], userIds: [] };
  for (const seed of seeders) await seed(ctx);
  return true;
}
