import { DEFAULT_TIME_ZONE, zonedToday } from '@padosi/shared/clock';

/*
 * The browser's side of the one community clock: the community's time zone comes from the public config the server
 * writes into the page (lib/config sets it before anything renders), so every "today" and every displayed date in
 * the web app is the community's, whatever the device's own zone is. One page runs one app, so one value suffices.
 */
let zone = DEFAULT_TIME_ZONE;

export function setCommunityTimeZone(timeZone: string) {
  zone = timeZone;
}

export const communityTimeZone = () => zone;

/** Today's calendar date (YYYY-MM-DD) in the community's time zone. */
export const communityToday = (now: Date = new Date()) => zonedToday(zone, now);
