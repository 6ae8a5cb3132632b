import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '@padosi/shared/category-constants';
import * as schema from '../../db/schema/index';
import { STARTER_CATEGORIES } from '../../db/starter-categories';
import { useTestApp } from '../../../test/app';
import { useUsers } from '../../../test/factories';
import { makeProvider } from '../../../test/directory-factories';

/*
 * Issue 24: an admin adds a starter set of neighbourhood services in one click, with icons, Hindi and Hinglish
 * aliases and the home-help choice; clicking again (even twice at once) adds nothing twice and changes nothing
 * the admin already has.
 */
const t = useTestApp();
const { admin, resident } = useUsers(t, { admin: 'admin', resident: 'user' });
const TOTAL = STARTER_CATEGORIES.reduce((n, m) => n + 1 + m.subs.length, 0);
const starter = (auth = admin.auth) => t.app.inject({ method: 'POST', url: '/api/admin/categories/starter', headers: auth });
const rows = () => t.db.select().from(schema.categories);
const iconFiles = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'categories'));

describe('POST /api/admin/categories/starter', () => {
  it('adds what is missing once, keeps what the admin has, and twice at once adds nothing twice', async () => {
    // The admin already has a renamed-by-case "home help" main category with a Maid they marked themselves.
    const [mine] = await t.db.insert(schema.categories).values({ name: 'home help', priority: 1 }).returning();
    await t.db.insert(schema.categories).values({ name: 'MAID', parentId: mine!.id, homeHelp: 'housekeeping' });
    const before = (await rows()).length;

    expect((await starter(resident.auth)).statusCode).toBe(403);
    const [first, second] = await Promise.all([starter(), starter()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const added = [first.json(), second.json()].map((b) => b.added).sort((a, b) => a - b);
    expect(added).toEqual([0, TOTAL - 2]);
    const after = await rows();
    expect(after.length).toBe(before + TOTAL - 2);

    // Nothing of the admin's changed: the main category kept its name, the Maid its own choice.
    expect(after.find((c) => c.id === mine!.id)!.name).toBe('home help');
    expect(after.filter((c) => c.name.toLowerCase() === 'maid').map((c) => c.homeHelp)).toEqual(['housekeeping']);
    const cook = after.find((c) => c.name === 'Cook' && c.parentId === mine!.id)!;
    expect(cook.homeHelp).toBe('cook');
    expect(after.find((c) => c.name === 'House Keeping')!.homeHelp).toBe('housekeeping');

    // Icons: every new main category has a PNG on disk; a sub category without its own shows its main one's.
    const health = after.find((c) => c.name === 'Health' && c.parentId === null)!;
    expect(health.iconPath).toMatch(/^\/uploads\/categories\/[a-f0-9]{32}\.png$/);
    const referenced = new Set(after.map((c) => c.iconPath?.split('/').pop()).filter(Boolean));
    expect(iconFiles().filter((f) => /^[a-f0-9]{32}\.png$/.test(f) && !referenced.has(f))).toEqual([]); // the unused icons of the second click were removed
    // Hindi and Hinglish aliases, searchable at once.
    expect(after.find((c) => c.name === 'Milk Supply')!.aliases).toEqual(expect.arrayContaining(['doodhwala', 'दूध']));
    const veg = after.find((c) => c.name === 'Vegetables and Fruits')!;
    await makeProvider(t, { userId: admin.id, name: 'Green Basket', shopname: 'Green Basket', categoryId: veg.id });
    const hits = (await t.app.inject({ url: '/api/service-providers/search/search_term?term=sabziwala' })).json().items;
    expect(hits.map((h: { name: string }) => h.name)).toContain('Green Basket');

    const again = await starter();
    expect(again.json()).toEqual({ message: CATEGORY_MESSAGES.starterPresent, added: 0, already: TOTAL });
    expect((await rows()).length).toBe(after.length);

    const [audit] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'category.starter')).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: admin.id, details: { added: 0 } });
  });
});
