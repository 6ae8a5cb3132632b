import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { useTestApp } from '../app';
import { makeUser } from '../factories';

// Finding 6: ids past int4 answered 500, and the logged error carried the SQL parameters (personal data).
const t = useTestApp();

const HUGE = ['2147483648', '9999999999999', '99999999999999999999999', '1e400'];

describe('ids beyond the database integer range', () => {
  it('answer 400 on every details path (the id is outside the schema), never 500', async () => {
    const user = await makeUser(t);
    const urls = [
      '/api/ads/details/',
      '/api/rentals/details/',
      '/review/listing/',
      '/api/service-providers/details/',
      '/api/carpooling/details/',
      '/api/banners/',
    ];
    for (const base of urls) {
      for (const id of HUGE) {
        const res = await t.app.inject({ url: `${base}${id}`, headers: user.auth });
        expect(res.statusCode, `${base}${id}`).toBe(400);
      }
    }
    // (This once posted to /api/favorites, a path that does not exist, and took its 404 for an answer.)
    const favorite = await t.app.inject({ method: 'POST', url: '/api/favorites/add', headers: user.auth, payload: { service_provider_id: 2147483648 } });
    expect(favorite.statusCode).toBe(400);
    expect(favorite.json().details).toEqual({ service_provider_id: 'The service provider was not found.' });
  });

  it('an unexpected database error is logged without its parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, logLevel: 'info' } }, { logStream: stream });
    app.get('/api/boom', { config: { policy: 'public' } }, async () => {
      await t.deps.database.db.execute((await import('drizzle-orm')).sql`SELECT ${'secret-person@example.com'}::int`);
      return 'never';
    });
    await app.ready();
    try {
      const res = await app.inject('/api/boom');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'A value in the request is out of range or malformed.' });
      const all = lines.join('');
      expect(all).toContain('value refused by the database');
      expect(all).toContain('22P02');
      expect(all).not.toContain('secret-person@example.com');
    } finally {
      await app.close();
    }
  });
});
