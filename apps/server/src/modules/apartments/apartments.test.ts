import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeApartment, makeUser } from '../../../test/factories';

const t = useTestApp();

describe('GET /api/apartments', () => {
  it('lists apartments by name for anyone', async () => {
    await makeApartment(t, 'Zen Towers');
    await makeApartment(t, 'Amber Court');
    const res = await t.app.inject('/api/apartments');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { name: string }) => a.name)).toEqual(['Amber Court', 'Zen Towers']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('POST /api/apartments', () => {
  it('admins add apartments; duplicates are 409', async () => {
    const admin = await makeAdmin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/apartments', headers: admin.auth, payload: { name: 'Lotus Residency' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Lotus Residency');
    const again = await t.app.inject({ method: 'POST', url: '/api/apartments', headers: admin.auth, payload: { name: 'Lotus Residency' } });
    expect(again.statusCode).toBe(409);
  });

  it('others get 403 and nothing is added', async () => {
    const user = await makeUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/apartments', headers: user.auth, payload: { name: 'Sneaky Towers' } });
    expect(res.statusCode).toBe(403);
    const list = (await t.app.inject('/api/apartments')).json();
    expect(list.map((a: { name: string }) => a.name)).not.toContain('Sneaky Towers');
  });
});
