import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startupReport } from './startup-report';

const facts = (env: Record<string, string>, more: { hasAdmin: boolean; setupUrl: string | null; workers?: number; missingSettings?: string[] }) => ({
  config: loadConfig({ DATA_DIR: '/srv/padosi', PORT: '3000', ...env }),
  database: 'embedded PostgreSQL in /srv/padosi/postgres on 127.0.0.1:5433',
  workers: more.workers ?? 1,
  missingSettings: more.missingSettings ?? [],
  ...more,
});

describe('the start-up message', () => {
  it('says where the portal is, where its data lives, and what is left before residents can use it', () => {
    const report = startupReport(
      facts({}, { hasAdmin: false, setupUrl: 'http://localhost:3000/setup#abc', workers: 2, missingSettings: ['helpline phone', 'emergency contacts'] }),
    );
    expect(report.message).toBe('Padosi is running at http://localhost:3000');
    expect(report.fields).toMatchObject({ url: 'http://localhost:3000', dataDir: '/srv/padosi', ready: false, setupUrl: 'http://localhost:3000/setup#abc' });
    expect(report.fields.lines).toEqual([
      'Data: /srv/padosi',
      'Database: embedded PostgreSQL in /srv/padosi/postgres on 127.0.0.1:5433',
      'Workers: 2 (rate limits count per process: set REDIS_URL to share them)',
      "Sign-in: DEVELOPMENT sign-in is ON: anyone who reaches this port directly (requests through a proxy are refused) can sign in as any e-mail, an admin's included. Set GOOGLE_CLIENT_ID before residents use the portal.",
      'E-mail: off (set SMTP_URL and MAIL_FROM to send notifications by e-mail)',
      'Not ready for residents yet. Left to set up:',
      '  1. Become the first admin: sign in, then open http://localhost:3000/setup#abc (it works once, for 24 hours; a new start prints a new one).',
      '  2. Fill in the society settings (Admin → Settings): helpline phone, emergency contacts.',
      '  3. Set GOOGLE_CLIENT_ID so that residents can sign in with Google (README: Google sign-in).',
    ]);
  });

  it('is ready for residents once an admin exists, the society settings are filled in and Google sign-in is configured', () => {
    const report = startupReport(
      facts(
        {
          GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
          UPLOADS_DIR: '/mnt/shared/uploads',
          SMTP_URL: 'smtp://mail.example:587',
          MAIL_FROM: 'Padosi <hi@example.org>',
        },
        { hasAdmin: true, setupUrl: null },
      ),
    );
    expect(report.fields.ready).toBe(true);
    expect(report.fields.lines).toEqual([
      'Data: /srv/padosi (uploads in /mnt/shared/uploads)',
      'Database: embedded PostgreSQL in /srv/padosi/postgres on 127.0.0.1:5433',
      'Sign-in: Google.',
      'E-mail: on, from Padosi <hi@example.org>',
      'Ready for residents.',
    ]);
  });
});
