import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app';
import { rideBody } from './carpool-factories';
import { makeUser } from './factories';
import { requestBody } from './home-help-factories';

/*
 * One community clock (issue 22): COMMUNITY_TIME_ZONE decides "today" for every date rule, and the browser learns
 * the zone from the public config. The same instant, 19:00 UTC on 24 Nov 2026, is 00:30 on the 25th in Kolkata and
 * still 23:00 on the 24th in Dubai, so a ride or a home-help request for the 24th is past in one and not the other.
 */
const INSTANT = new Date('2026-11-24T19:00:00Z');
const apps: Record<'kolkata' | 'dubai', TestApp> = {} as never;

beforeAll(async () => {
  apps.kolkata = await buildTestApp({ COMMUNITY_TIME_ZONE: 'Asia/Kolkata' });
  apps.dubai = await buildTestApp({ COMMUNITY_TIME_ZONE: 'Asia/Dubai' });
  for (const t of Object.values(apps)) t.app.root.clock.now = () => INSTANT;
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((t) => t.close()));
});

describe('the day boundary follows COMMUNITY_TIME_ZONE', () => {
  it('puts the zone in the public config', async () => {
    expect((await apps.kolkata.app.inject('/api/config')).json().timeZone).toBe('Asia/Kolkata');
    expect((await apps.dubai.app.inject('/api/config')).json().timeZone).toBe('Asia/Dubai');
  });

  it('refuses a ride for the 24th in Kolkata (already the 25th) and takes it in Dubai (still the 24th)', async () => {
    const post = async (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/carpooling/create',
        payload: rideBody({ ride_date: '2026-11-24', ride_time: '23:45' }),
        headers: (await makeUser(t)).auth,
      });
    const kolkata = await post(apps.kolkata);
    expect(kolkata.statusCode).toBe(400);
    expect(kolkata.json().error).toBe('Cannot select a past date.');
    const dubai = await post(apps.dubai);
    expect(dubai.statusCode).toBe(201);
    expect(dubai.json().ride).toMatchObject({ ride_date: '2026-11-24', next_date: '2026-11-24' });
  });

  it('refuses a home-help request for the 24th in Kolkata and takes it in Dubai', async () => {
    const post = async (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/home-help/create', payload: requestBody({ request_date: '2026-11-24' }), headers: (await makeUser(t)).auth });
    const kolkata = await post(apps.kolkata);
    expect(kolkata.statusCode).toBe(400);
    expect(kolkata.json().error).toBe('Date cannot be in the past.');
    expect((await post(apps.dubai)).statusCode).toBe(201);
  });
});
