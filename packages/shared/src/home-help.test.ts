import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates';
import { zonedToday } from './clock';
import { homeHelpSchema, starCount } from './home-help';

const today = zonedToday('Asia/Kolkata');
const todayFn = () => today;
const valid = { service_type: 'Cook', request_date: today, request_time: '07:30:00', phone_number: '9123456789', address: 'A-1, Maple Court' };

describe('home help form', () => {
  it('accepts today, drops seconds from the time and defaults the description', () => {
    expect(homeHelpSchema(todayFn).parse(valid)).toMatchObject({ request_time: '07:30', description: '' });
  });
  it('says the date is past even while the service type is still missing', () => {
    const issues = homeHelpSchema(todayFn).safeParse({ ...valid, service_type: undefined, request_date: addDays(today, -1) }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(expect.arrayContaining(['Please select a service type.', 'Date cannot be in the past.']));
  });
  it('refuses a past date unless it is the stored one being kept', () => {
    const past = { ...valid, request_date: addDays(today, -2) };
    expect(homeHelpSchema(todayFn).safeParse(past).error?.issues[0]?.message).toBe('Date cannot be in the past.');
    expect(homeHelpSchema(todayFn, past.request_date).safeParse(past).success).toBe(true);
  });
});

describe('starCount', () => {
  it('rounds a rating to 0–5 whole stars', () => {
    expect([null, 0, 2.4, 2.5, 4.6, 7, -1].map(starCount)).toEqual([0, 0, 2, 3, 5, 5, 0]);
  });
});
