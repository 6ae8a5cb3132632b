import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { SETTINGS_MESSAGES, type SocietySettingsInput } from '@padosi/shared/settings';
import { buildApp } from '../../app';
import * as schema from '../../db/schema/index';
import { openDatabase } from '../../platform/engine/db';
import { Jobs } from '../../platform/jobs/jobs';
import { useTestApp, type TestApp } from '../../../test/app';
import { useUsers } from '../../../test/factories';
import { waitFor } from '../../../test/wait-for';

// The environment sets a helpline and a Facebook page: defaults the console overrides field by field.
const t = useTestApp({ HELPLINE_PHONE: '+91 80 4000 1234', SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/maplecourt' });
const users = useUsers(t, { admin: 'admin', resident: 'user' });

const society: SocietySettingsInput = {
  societyName: 'Maple Court',
  societyAddress: 'Maple Court, 14 Lake Road, Pune 411001',
  operatorName: 'Maple Court Residents Welfare Association',
  helplinePhone: '+91 20 4000 5555',
  whatsappPhone: '9822012345',
  supportEmail: 'office@maplecourt.example.in',
  grievanceOfficer: 'Asha Rao, Secretary',
  social: { instagram: 'https://www.instagram.com/maplecourt' },
  emergencyContacts: [
    { kind: 'security', name: 'Main gate', phone: '+91 20 4000 5556', address: 'Gate 1' },
    { kind: 'hospital', name: 'Lakeview Hospital', phone: '+91 20 2666 7777', address: 'Lake Road' },
    { kind: 'security', name: 'Tower B desk', phone: '+91 20 4000 5557' },
  ],
};

const put = (body: unknown, auth = users.admin.auth) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload: body as object });
const config = async (app: TestApp['app'] = t.app) => (await app.inject({ method: 'GET', url: '/api/config' })).json();
const stored = async () => (await t.db.select().from(schema.societySettings))[0]?.value ?? null;
const audits = () => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'settings.update')).orderBy(desc(schema.auditLog.id));

beforeEach(async () => {
  await t.db.delete(schema.societySettings);
  await put({});
});

describe('GET /api/admin/settings', () => {
  it('gives an admin what the console saved and the environment’s defaults; a resident gets 403, a visitor 401', async () => {
    await put(society);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: users.admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      societyName: 'Maple Court',
      emergencyContacts: society.emergencyContacts!.map((c) => ({ address: '', ...c })),
    });
    expect(res.json().defaults).toMatchObject({
      helplinePhone: '+91 80 4000 1234',
      supportEmail: '',
      social: { facebook: 'https://www.facebook.com/maplecourt' },
    });

    const resident = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: users.resident.auth });
    expect(resident.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/settings', () => {
  it('stores the settings, audits the changed fields, and the public configuration shows them at once', async () => {
    const res = await put(society);
    expect(res.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ societyName: 'Maple Court', helplinePhone: '+91 20 4000 5555' });
    const [entry] = await audits();
    expect(entry).toMatchObject({ actorId: users.admin.id, subject: 'society-settings' });
    expect((entry!.details as { changed: string[] }).changed.sort()).toEqual(
      [
        'emergencyContacts',
        'grievanceOfficer',
        'helplinePhone',
        'operatorName',
        'social',
        'societyAddress',
        'societyName',
        'supportEmail',
        'whatsappPhone',
      ].sort(),
    );

    const body = await config();
    expect(body).toMatchObject({
      society: { name: 'Maple Court', address: 'Maple Court, 14 Lake Road, Pune 411001' },
      helplinePhone: '+91 20 4000 5555',
      whatsappPhone: '9822012345',
      supportEmail: 'office@maplecourt.example.in',
      postalAddress: 'Maple Court, 14 Lake Road, Pune 411001',
      operator: {
        name: 'Maple Court Residents Welfare Association',
        address: 'Maple Court, 14 Lake Road, Pune 411001',
        grievanceOfficer: 'Asha Rao, Secretary',
      },
      // Instagram from the console; Facebook still the environment's default; the rest unset, so left out.
      social: { facebook: 'https://www.facebook.com/maplecourt', instagram: 'https://www.instagram.com/maplecourt', youtube: '', twitter: '', linkedin: '' },
    });
    // The admin's order is kept.
    expect(body.emergencyContacts.map((c: { name: string }) => c.name)).toEqual(['Main gate', 'Lakeview Hospital', 'Tower B desk']);
  });

  it('an empty field falls back to the environment, and with neither set the detail is empty: no made-up identity', async () => {
    await put(society);
    await put({ ...society, helplinePhone: '', whatsappPhone: '', supportEmail: '', emergencyContacts: [] });
    const body = await config();
    expect(body).toMatchObject({ helplinePhone: '+91 80 4000 1234', whatsappPhone: '+91 80 4000 1234', supportEmail: '', emergencyContacts: [] });
    const text = JSON.stringify(body);
    for (const demo of ['9876543210', 'support@padosi.in', 'MG Road', 'Padosi Community Services', 'facebook.com/padosi']) expect(text).not.toContain(demo);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    await put(society);
    const before = await stored();
    const cases: [unknown, string, string][] = [
      [{ ...society, helplinePhone: 'call the office' }, 'helplinePhone', SETTINGS_MESSAGES.phoneInvalid],
      [{ ...society, supportEmail: 'office at maple' }, 'supportEmail', SETTINGS_MESSAGES.emailInvalid],
      [{ ...society, social: { facebook: 'javascript:alert(1)' } }, 'social.facebook', SETTINGS_MESSAGES.urlInvalid],
      [{ ...society, societyName: 'M'.repeat(81) }, 'societyName', 'Maximum 80 characters allowed.'],
      [{ ...society, emergencyContacts: [{ kind: 'zoo', name: 'X', phone: '100' }] }, 'emergencyContacts.0.kind', ''],
      [
        { ...society, emergencyContacts: [{ kind: 'police', name: '', phone: '+91 20 2612 6296' }] },
        'emergencyContacts.0.name',
        SETTINGS_MESSAGES.contactNameRequired,
      ],
      [
        { ...society, emergencyContacts: Array.from({ length: 31 }, () => society.emergencyContacts![0]) },
        'emergencyContacts',
        SETTINGS_MESSAGES.tooManyContacts,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(body);
      expect(res.statusCode, field).toBe(400);
      if (field && message) expect(res.json().details?.[field], field).toBe(message);
    }
    expect(await stored()).toEqual(before);
    // Fields the form does not have (the API client's user_id) are dropped, never stored.
    expect((await put({ ...society, user_id: users.resident.id, isAdmin: true })).statusCode).toBe(200);
    expect(Object.keys((await stored())!).sort()).toEqual(Object.keys(before!).sort());
  });

  it('refuses a resident with 403 and a visitor with 401; nothing changes', async () => {
    await put(society);
    const resident = await put({ ...society, helplinePhone: '+91 90000 00000' }, users.resident.auth);
    expect(resident.statusCode).toBe(403);
    expect(resident.json().error).toBe(AUTH_MESSAGES.adminOnly);
    expect((await put({ ...society, helplinePhone: '+91 90000 00000' }, {} as never)).statusCode).toBe(401);
    expect((await config()).helplinePhone).toBe('+91 20 4000 5555');
  });
});

describe('many instances', () => {
  const others: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of others) await o.close();
  });

  it('a second app on the same database shows a change made through the first one, through the cache bus', async () => {
    const database = await openDatabase({ url: String(t.deps.database.pool.options.connectionString) });
    const jobs = new Jobs(database, { schedule: false, supervise: false });
    const second = await buildApp({ ...t.deps, database, jobs }, { logger: false });
    await second.ready();
    others.push({ close: async () => (await second.close(), await database.close()) });

    await put({ ...society, societyName: 'Before' });
    await waitFor('the second app to show the first name', async () => (await config(second)).society.name === 'Before');
    // Cached in the second app now; the change through the first reaches it by LISTEN/NOTIFY, not by a time limit.
    await put({ ...society, societyName: 'After' });
    await waitFor('the second app to show the new name', async () => (await config(second)).society.name === 'After', { timeoutMs: 5000 });
    expect(second.cacheBus.lags.length).toBeGreaterThan(0);
  });
});
