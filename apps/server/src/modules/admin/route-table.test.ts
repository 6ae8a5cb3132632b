import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { useUsers } from '../../../test/factories';

const t = useTestApp();
const { resident } = useUsers(t, { resident: 'user' });

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Walks every registered API route: each admin route must refuse a visitor (401) and a signed-in resident (403)
 * before it reads a body, and every route under an admin-sounding path must be declared admin.
 */
describe('route table', () => {
  it('every admin route refuses visitors with 401 and residents with 403', async () => {
    const admin = t.app.routePolicies.filter((r) => r.policy === 'admin');
    expect(admin.length).toBeGreaterThan(10);
    const open: string[] = [];
    for (const route of admin) {
      const url = concrete(route.url);
      const method = route.method as Method;
      const anon = await t.app.inject({ method, url });
      const user = await t.app.inject({ method, url, headers: resident.auth });
      if (anon.statusCode !== 401 || user.statusCode !== 403) open.push(`${route.method} ${route.url} → ${anon.statusCode}/${user.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('every route under /api/admin or a management path is declared admin', () => {
    const adminPaths = /^\/api\/(admin\/|managecategory\/(create|update)|cms\/(status\/)?:id$)/;
    const loose = t.app.routePolicies.filter((r) => adminPaths.test(r.url) && r.method !== 'GET' && r.policy !== 'admin');
    const looseAdminReads = t.app.routePolicies.filter((r) => r.url.startsWith('/api/admin/') && r.policy !== 'admin');
    expect([...loose, ...looseAdminReads]).toEqual([]);
  });

  it('every user route refuses visitors with 401', async () => {
    const open: string[] = [];
    for (const route of t.app.routePolicies.filter((r) => r.policy === 'user')) {
      const res = await t.app.inject({ method: route.method as Method, url: concrete(route.url) });
      if (res.statusCode !== 401) open.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
