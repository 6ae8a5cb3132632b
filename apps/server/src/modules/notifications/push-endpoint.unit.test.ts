import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint';

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGx8',
    'https://FCM.googleapis.com/fcm/send/x',
  ])('accepts the push service URL %s', (url) => expect(isAllowedPushEndpoint(url, false)).toBe(true));

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['an unknown host', 'https://push.example.com/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.io/x'],
    ['a bare suffix', 'https://notify.windows.com/x'],
    ['a non-default port', 'https://fcm.googleapis.com:8443/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x'],
    ['loopback', 'http://127.0.0.1:3422/push'],
    ['loopback in short form', 'https://127.1/push'],
    ['localhost', 'https://localhost/push'],
    ['IPv6 loopback', 'http://[::1]:3422/push'],
    ['a private address', 'https://10.0.0.5/push'],
    ['link-local metadata', 'http://169.254.169.254/latest'],
    ['not a URL', 'fcm.googleapis.com/x'],
  ])('refuses %s', (_what, url) => expect(isAllowedPushEndpoint(url, false)).toBe(false));

  it('accepts loopback only when the test configuration allows it, and still never a private address', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:3422/push/1', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:3422/push/1', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://192.168.1.10:3422/push/1', true)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/x', true)).toBe(false);
  });
});
