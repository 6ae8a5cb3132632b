import { zonedToday } from '@padosi/shared/kitchens/time';

/**
 * The community's clock: the one source of "now", of the community's time zone (COMMUNITY_TIME_ZONE) and of
 * "today" there. Every cut-off, ride date, home-help date and admin day boundary reads it, so a portal for another
 * zone changes one setting, and a test moves `now` instead of waiting for time to pass.
 */
export interface Clock {
  readonly timeZone: string;
  now(): Date;
  /** The calendar date (YYYY-MM-DD) in the community's zone at `at` (now when absent). */
  today(at?: Date): string;
}

export function communityClock(timeZone: string): Clock {
  const clock: Clock = {
    timeZone,
    now: () => new Date(),
    today: (at) => zonedToday(timeZone, at ?? clock.now()),
  };
  return clock;
}
