import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';

// Finding 4: with TRUST_PROXY=true any caller could name its own address in X-Forwarded-For and dodge the limits.
// DEV_LOGIN=on: development sign-in is the cheapest rate-limited route, and it refuses proxied requests otherwise.
const t = useTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '10.9.9.9', DEV_LOGIN: 'on' });

const devLogin = (remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/dev-login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: `p${Math.random()}@example.com`, name: 'P' },
  });

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a caller that is not a listed proxy, so the per-address limit holds', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await devLogin('203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('believes X-Forwarded-For from the listed proxy', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await devLogin('10.9.9.9', `198.51.100.${50 + i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200]);
  });
});
