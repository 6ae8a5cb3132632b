import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authPlugin } from '../../src/platform/http/auth';
import { buildTestApp, useTestApp } from '../app';
import { makeUser } from '../factories';
import { unboundedStrings } from '@padosi/shared/schema-budget';

const t = useTestApp();

describe('route policies', () => {
  it('a route without a policy cannot be registered', async () => {
    const app = Fastify();
    app.decorate('deps', t.deps);
    await app.register(authPlugin, { findUser: async () => null });
    expect(() => app.get('/api/unguarded', async () => 'x')).toThrow(/declares no policy/);
  });

  it('a write route without a rate-limit class cannot be registered', async () => {
    const app = Fastify();
    app.decorate('deps', t.deps);
    app.decorate('limits', t.app.limits);
    await app.register(authPlugin, { findUser: async () => null });
    expect(() => app.post('/api/unlimited', { config: { policy: 'user' } }, async () => 'x')).toThrow(/declares no rate-limit class/);
    expect(() => app.post('/api/limited', { config: { policy: 'user', rateLimit: t.app.limits.write } }, async () => 'x')).not.toThrow();
  });

  it('every route has a policy, a body limit of at most 1 MB (uploads read by parts), a rate-limit class on writes, and bounded request strings', async () => {
    const problems: string[] = [];
    for (const route of t.app.routePolicies) {
      const name = `${route.method} ${route.url}`;
      if (route.bodyLimit > 1024 * 1024) problems.push(`${name}: body limit ${route.bodyLimit}`);
      if (route.method !== 'GET' && !['auth', 'write', 'upload', 'search'].includes(route.rateLimit ?? ''))
        problems.push(`${name}: rate-limit class ${route.rateLimit}`);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const part of ['body', 'querystring', 'params', 'headers']) {
        for (const p of unboundedStrings(schema[part])) problems.push(`${name} ${part}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every API route declares one, and guarded routes refuse anonymous and non-admin callers', async () => {
    expect(t.app.routePolicies.length).toBeGreaterThan(8);
    const user = await makeUser(t);
    for (const route of t.app.routePolicies) {
      if (route.policy === 'public') continue;
      const url = route.url.replace(/:[a-zA-Z_]+/g, '1');
      const anonymous = await t.app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      if (route.policy === 'admin') {
        const nonAdmin = await t.app.inject({ method: route.method as 'GET', url, headers: user.auth });
        expect(nonAdmin.statusCode, `${route.method} ${route.url} non-admin`).toBe(403);
      }
    }
  });

  it('an unknown or forged token is 401 Invalid token. on guarded routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-real-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid token.' });
  });

  it('a stale token does not stop a visitor from reading public pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/apartments', headers: { authorization: 'Bearer stale' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('platform endpoints', () => {
  it('/healthz and /readyz answer', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('unknown API paths are JSON 404s', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('the OpenAPI document lists the routes with their schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/feedback'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('message');
    expect(doc.paths['/api/userprofile/update/{userId}'].post.requestBody.content).toHaveProperty('multipart/form-data');
    const ui = await t.app.inject('/api/docs');
    expect(ui.statusCode).toBe(200);
  });

  it('sends helmet headers with the strict CSP', async () => {
    const res = await t.app.inject('/api/apartments');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a malformed JSON body is a 400 with a readable error and no stack', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('serving the web app', () => {
  it('answers app routes with index.html carrying the public config, and missing assets with 404', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dist = path.join(t.dataDir, 'web');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-config--><title>x</title></head><body></body></html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await buildTestApp({ WEB_DIST: dist, SITE_NAME: 'Padosi Test' });
    try {
      const page = await web.app.inject('/search/search_term/node.js');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Padosi Test</title>');
      expect(page.body).toContain('name="app-config"');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await web.app.inject('/assets/app-abc123.js');
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject('/assets/old-chunk-999.js')).statusCode).toBe(404);
      expect((await web.app.inject('/icons/missing.png')).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
