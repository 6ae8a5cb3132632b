import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';
import type { SocietySettings } from '@padosi/shared/settings';

/** The stored value, or null before the console (or the demo data) saved any. */
export async function findStoredSettings(db: Db): Promise<unknown> {
  const [row] = await db.select({ value: schema.societySettings.value }).from(schema.societySettings).where(eq(schema.societySettings.id, 1));
  return row?.value ?? null;
}

export async function saveStoredSettings(db: Db, value: SocietySettings, updatedBy: number | null) {
  await db
    .insert(schema.societySettings)
    .values({ id: 1, value, updatedBy })
    .onConflictDoUpdate({ target: schema.societySettings.id, set: { value, updatedBy, updatedAt: new Date() } });
}
