import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { EMPTY_SETTINGS, effectiveSettings, SocietySettings, type AdminSettings } from '@padosi/shared/settings';
import { invalidate, registerCache } from '../../platform/cache/cache-bus';
import type { ServiceContext } from '../../platform/services/context';
import type { Db } from '../../platform/engine/db';
import type { AppDeps } from '../../platform/services/deps';
import { Forbidden } from '../../platform/http/errors';
import { ResponseCache } from '../../platform/cache/response-cache';
import { findStoredSettings, saveStoredSettings } from './settings.repo';

/*
 * The society's settings: the admin console's values over the environment's defaults, field by field. Every page
 * reads them through the public configuration on each request, so they are kept in memory; a change drops them here
 * and, through the cache bus, on every other instance, so the next page anywhere shows it.
 */

const SETTINGS_CACHE = 'society-settings';
// The bus drops the entry on a change; the time limit only bounds how long a missed message could matter.
const stored = new ResponseCache<1, SocietySettings>(5 * 60_000, 1);
registerCache(SETTINGS_CACHE, (db) => stored.clear(db));

/** What the console saved, or nothing set; a stored value that no longer fits the schema counts as nothing set. */
async function readStored(db: Db): Promise<SocietySettings> {
  const hit = stored.get(db, 1);
  if (hit) return hit;
  const generation = stored.generation(db);
  const parsed = SocietySettings.safeParse(await findStoredSettings(db));
  const value = parsed.success ? parsed.data : EMPTY_SETTINGS;
  stored.set(db, 1, value, generation);
  return value;
}

/** The settings every page shows: each detail the console set, else the environment's; '' where neither is. */
export async function societySettings(deps: Pick<AppDeps, 'config' | 'database'>): Promise<SocietySettings> {
  return effectiveSettings(deps.config.settingsDefaults, await readStored(deps.database.db));
}

export async function adminSettings(ctx: ServiceContext): Promise<AdminSettings> {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  return { settings: await readStored(ctx.db), defaults: ctx.deps.config.settingsDefaults };
}

/** Replaces the console's settings; the audit entry names the fields that changed. */
export async function changeSettings(ctx: ServiceContext, next: SocietySettings): Promise<AdminSettings> {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  const before = await readStored(ctx.db);
  await saveStoredSettings(ctx.db, next, ctx.user.id);
  await invalidate(ctx.db, { cache: SETTINGS_CACHE });
  const changed = (Object.keys(next) as (keyof SocietySettings)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]));
  await ctx.audit('settings.update', 'society-settings', { changed });
  return { settings: next, defaults: ctx.deps.config.settingsDefaults };
}
