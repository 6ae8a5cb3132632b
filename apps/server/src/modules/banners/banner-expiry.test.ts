import { describe, expect, it } from 'vitest';
import { schema } from '../../platform/db';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

describe('home carousel (GET /api/banners)', () => {
  it('a banner leaves the carousel by itself the moment it expires, with no write and no job', async () => {
    const [row] = await t.db
      .insert(schema.banners)
      .values({ title: 'Flash sale', expireDate: new Date(Date.now() + 1500) })
      .returning();
    const ids = async () => (await t.app.inject('/api/banners')).json().map((b: { id: number }) => b.id);
    expect(await ids()).toContain(row!.id);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await ids()).not.toContain(row!.id);
    expect((await t.app.inject(`/api/banners/${row!.id}`)).statusCode).toBe(404);
  });
});
