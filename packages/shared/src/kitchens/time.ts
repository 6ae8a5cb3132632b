import { addDays, weekDayOf } from '../calendar-dates';
import type { KitchenSlot, SlotSchedule } from './constants';

const DAY_MS = 86_400_000;

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

/** The calendar date in a time zone at an instant. */
export function zonedToday(timeZone: string, now: Date = new Date()): string {
  return new Date(now.getTime() + offsetMinutes(timeZone, now) * 60_000).toISOString().slice(0, 10);
}

/** When orders for a slot on a date close: the cut-off time on the same day or the day before. */
export function cutoffAt(date: string, slot: Pick<SlotSchedule, 'cutoff_time' | 'cutoff_day'>, timeZone: string): Date {
  return zonedInstant(slot.cutoff_day === 'previous' ? addDays(date, -1) : date, slot.cutoff_time, timeZone);
}

export interface NextSlot {
  date: string;
  slot: KitchenSlot;
  cutoff: Date;
}

/** The soonest slot (within a week) that still takes orders now, in schedule order. */
export function nextOpenSlot(schedule: readonly SlotSchedule[], timeZone: string, now: Date = new Date()): NextSlot | null {
  const today = zonedToday(timeZone, now);
  let best: NextSlot | null = null;
  for (let d = 0; d <= 7 && !best; d++) {
    const date = addDays(today, d);
    const code = weekDayOf(date);
    for (const s of schedule) {
      if (!s.days.includes(code)) continue;
      const cutoff = cutoffAt(date, s, timeZone);
      if (cutoff.getTime() <= now.getTime() || cutoff.getTime() - now.getTime() > 8 * DAY_MS) continue;
      if (!best || cutoff < best.cutoff) best = { date, slot: s.slot, cutoff };
    }
  }
  return best;
}
