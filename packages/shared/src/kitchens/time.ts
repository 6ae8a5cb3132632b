import { addDays, weekDayOf } from '../calendar-dates';
import { zonedInstant, zonedToday } from '../clock';
import type { KitchenSlot, SlotSchedule } from './constants';

const DAY_MS = 86_400_000;

export { zonedInstant, zonedToday } from '../clock';

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
