import { afterEach, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

describe('home carousel (GET /api/banners)', () => {
  it('a banner leaves the carousel by itself the moment it expires, with no write and no job', async () => {
    // The server's clock is moved, not waited for: only Date is faked, so the database driver's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const expiry = new Date(Date.now() + 60 * 60_000);
    const [row] = await t.db.insert(schema.banners).values({ title: 'Flash sale', expireDate: expiry }).returning();
    const ids = async () => (await t.app.inject('/api/banners')).json().map((b: { id: number }) => b.id);
    vi.setSystemTime(expiry.getTime() - 1);
    expect(await ids()).toContain(row!.id);
    vi.setSystemTime(expiry);
    expect(await ids()).not.toContain(row!.id);
    expect((await t.app.inject(`/api/banners/${row!.id}`)).statusCode).toBe(404);
  });
});
