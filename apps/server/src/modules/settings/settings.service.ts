import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { EMPTY_SETTINGS, effectiveSettings, SocietySettings, type AdminSettings } from '@padosi/shared/settings';
import type { AppState, ServiceContext } from '../../platform/services/context';
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

export const SETTINGS_CACHE = 'society-settings';

declare module '../../platform/services/context' {
  interface AppState {
    settings: ResponseCache<1, SocietySettings>;
  }
}

/** The app's copy of the stored settings (made by the composition root, joined to its cache bus under SETTINGS_CACHE). */
// The bus drops the entry on a change; the time limit only bounds how long a missed message could matter.
export const settingsCache = () => new ResponseCache<1, SocietySettings>(5 * 60_000, 1);

/** What the console saved, or nothing set; a stored value that no longer fits the schema counts as nothing set. */
async function readStored(db: Db, stored?: ResponseCache<1, SocietySettings>): Promise<SocietySettings> {
  const hit = stored?.get(1);
  if (hit) return hit;
  const generation = stored?.generation();
  const parsed = SocietySettings.safeParse(await findStoredSettings(db));
  const value = parsed.success ? parsed.data : EMPTY_SETTINGS;
  stored?.set(1, value, generation);
  return value;
}

/**
 * The settings every page shows: each detail the console set, else the environment's; '' where neither is. Read
 * through the app's cache when there is an app (`state`), straight from the database before one exists (start-up).
 */
export async function societySettings(source: { deps: Pick<AppDeps, 'config' | 'database'>; state?: AppState }): Promise<SocietySettings> {
  return effectiveSettings(source.deps.config.settingsDefaults, await readStored(source.deps.database.db, source.state?.settings));
}

export async function adminSettings(ctx: ServiceContext): Promise<AdminSettings> {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  return { settings: await readStored(ctx.db, ctx.state.settings), defaults: ctx.deps.config.settingsDefaults };
}

/** Replaces the console's settings; the audit entry names the fields that changed. */
export async function changeSettings(ctx: ServiceContext, next: SocietySettings): Promise<AdminSettings> {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  const before = await readStored(ctx.db, ctx.state.settings);
  await saveStoredSettings(ctx.db, next, ctx.user.id);
  await ctx.caches.invalidate({ cache: SETTINGS_CACHE });
  const changed = (Object.keys(next) as (keyof SocietySettings)[]).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(before[k]));
  await ctx.audit('settings.update', 'society-settings', { changed });
  return { settings: next, defaults: ctx.deps.config.settingsDefaults };
}
