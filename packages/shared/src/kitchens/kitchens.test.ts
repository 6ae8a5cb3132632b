import { describe, expect, it } from 'vitest';
import { ItemBody, KitchenBody, cutoffAt, nextOpenSlot, zonedInstant, zonedToday } from '../kitchens';

describe('kitchen money', () => {
  it('the form schemas normalise prices and refuse a third decimal', () => {
    expect(ItemBody.parse({ name: 'Poha', price: '40', is_veg: true, slots: ['breakfast'], days: ['MON'], daily_limit: 5 }).price).toBe('40.00');
    expect(ItemBody.safeParse({ name: 'Poha', price: '40.001', is_veg: true, slots: ['breakfast'], days: ['MON'], daily_limit: 5 }).success).toBe(false);
    const long = KitchenBody.safeParse({ name: 'x'.repeat(100_000) });
    expect(long.success).toBe(false);
  });
});

describe('cut-offs in the community time zone', () => {
  it('turns wall-clock times into instants (India has no DST; New York does)', () => {
    expect(zonedInstant('2026-11-24', '10:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(zonedInstant('2026-07-01', '10:30', 'America/New_York').toISOString()).toBe('2026-07-01T14:30:00.000Z');
    expect(zonedToday('Asia/Kolkata', new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
  });
  it('a previous-day cut-off falls the evening before', () => {
    expect(cutoffAt('2026-11-25', { cutoff_time: '21:00', cutoff_day: 'previous' }, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T15:30:00.000Z');
  });
  it('the next open slot skips closed cut-offs and days the slot does not run', () => {
    const schedule = [{ slot: 'lunch' as const, days: ['WED' as const], cutoff_time: '10:00', cutoff_day: 'same' as const }];
    expect(nextOpenSlot(schedule, 'Asia/Kolkata', new Date('2026-11-24T04:00:00Z'))).toMatchObject({ date: '2026-11-25', slot: 'lunch' });
    expect(nextOpenSlot(schedule, 'Asia/Kolkata', new Date('2026-11-25T05:00:00Z'))).toMatchObject({ date: '2026-12-02' });
  });
});
