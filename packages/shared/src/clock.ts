/**
 * The community clock's calendar arithmetic, for the server and the browser alike. The community's time zone
 * (COMMUNITY_TIME_ZONE on the server, `timeZone` in the public config the browser reads) decides every "today",
 * cut-off, ride date, home-help date and displayed date; nothing else names a zone or an offset. The server's
 * `Clock` (platform/clock) and the web's `lib/clock` hold the zone and the current time and call these.
 */

/** The zone a portal runs in when COMMUNITY_TIME_ZONE is not set. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Minutes a time zone is ahead of UTC at an instant (+330 for Asia/Kolkata). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a wall-clock date and time happen in a time zone ('2026-11-24', '10:00', 'Asia/Kolkata'). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const first = guess - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  // A second pass settles the rare case where the first guess straddles a daylight-saving change.
  return new Date(guess - offsetMinutes(timeZone, new Date(first)) * 60_000);
}

/** The calendar date (YYYY-MM-DD) in a time zone at an instant. */
export function zonedToday(timeZone: string, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000).toISOString().slice(0, 10);
}

/** The wall-clock time (HH:MM) in a time zone at an instant. */
export function zonedTime(timeZone: string, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000).toISOString().slice(11, 16);
}

/** The last millisecond of a calendar day in a time zone (a date-only expiry lasts the whole day). */
export const endOfDay = (date: string, timeZone: string) => new Date(zonedInstant(date, '23:59', timeZone).getTime() + 59_999);
