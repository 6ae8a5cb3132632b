import { describe, expect, it } from 'vitest';
import { PublicConfig } from '@padosi/shared/site-config';
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app';

const hospital = { kind: 'hospital', name: 'City Hospital', phone: '+91 80 2222 3333', address: 'Lake Road' };
const t = useTestApp({
  SITE_NAME: 'Maple Court',
  PUBLIC_URL: 'https://maple.example.in/',
  HELPLINE_PHONE: '+91 80 4000 1234',
  SUPPORT_EMAIL: 'help@maple.example.in',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@maplecourt',
  OPERATOR_NAME: 'Maple Court Residents Welfare Association',
  EMERGENCY_CONTACTS: JSON.stringify([hospital]),
});

const getConfig = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/config' });

describe('GET /api/config', () => {
  it('answers a signed-out visitor with the configured society details, revalidated on each use (the console changes them)', async () => {
    const res = await getConfig(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toMatchObject({
      siteName: 'Maple Court',
      tagline: 'connecting communities, empowering people',
      publicUrl: 'https://maple.example.in',
      helplinePhone: '+91 80 4000 1234',
      supportEmail: 'help@maple.example.in',
      copyright: '© 2025-26 Maple Court. All rights reserved.',
      operator: { name: 'Maple Court Residents Welfare Association' },
      emergencyContacts: [hospital],
      vapidPublicKey: t.deps.secrets.vapidPublicKey,
    });
    expect(body.social.youtube).toBe('https://www.youtube.com/@maplecourt');
  });

  it('is an allow-list: exactly the fields of the shared schema, and no secret of the server', async () => {
    const res = await getConfig(t);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(PublicConfig.shape).sort());
    for (const secret of [t.deps.secrets.sessionSecret, t.deps.secrets.vapidPrivateKey, t.deps.config.dataDir]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('offers the development sign-in without a Google client, and only Google once one is configured; no made-up contacts', async () => {
    expect((await getConfig(t)).json()).toMatchObject({ googleClientId: null, devLogin: true });
    const google = await buildTestApp({ GOOGLE_CLIENT_ID: 'padosi-test.apps.googleusercontent.com' });
    try {
      expect((await getConfig(google)).json()).toMatchObject({
        googleClientId: 'padosi-test.apps.googleusercontent.com',
        devLogin: false,
        emergencyContacts: [],
        helplinePhone: '',
        supportEmail: '',
        operator: { name: '', address: '', grievanceOfficer: '' },
        social: { facebook: '', instagram: '', youtube: '', twitter: '', linkedin: '' },
      });
    } finally {
      await google.close();
    }
  });
});
