import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeApartment, type TestUser, useUsers } from '../../../test/factories';

const t = useTestApp();
const { admin, resident } = useUsers(t, { admin: 'admin', resident: 'user' });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const importCsv = (apartmentId: number, csv: string, user: TestUser = admin) =>
  call('POST', `/api/admin/apartments/${apartmentId}/flats/import`, user, { csv });
const flatsOf = async (apartmentId: number) =>
  (
    await t.db
      .select({ block: schema.blocks.name, flat: schema.flats.name })
      .from(schema.flats)
      .innerJoin(schema.blocks, eq(schema.blocks.id, schema.flats.blockId))
      .where(eq(schema.blocks.apartmentId, apartmentId))
  )
    .map((r) => `${r.block}/${r.flat}`)
    .sort();

describe('blocks and flats by hand (admin)', () => {
  it('adds, renames and removes; names are unique per apartment and block whatever their case; others are refused', async () => {
    const a = await makeApartment(t);
    expect((await call('POST', `/api/admin/apartments/${a.id}/blocks`, null, { name: 'A' })).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/apartments/${a.id}/blocks`, resident, { name: 'A' })).statusCode).toBe(403);
    const block = await call('POST', `/api/admin/apartments/${a.id}/blocks`, admin, { name: 'Tower A' });
    expect(block.statusCode).toBe(201);
    const blockId = block.json().id as number;
    const taken = await call('POST', `/api/admin/apartments/${a.id}/blocks`, admin, { name: 'tower a' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This apartment already has a block with this name.');
    expect((await call('POST', `/api/admin/apartments/${a.id}/blocks`, admin, { name: ' ' })).json().error).toBe('Enter the block or tower name.');
    expect((await call('POST', `/api/admin/apartments/999999/blocks`, admin, { name: 'X' })).statusCode).toBe(404);

    const flat = await call('POST', `/api/admin/blocks/${blockId}/flats`, admin, { name: '101' });
    expect(flat.statusCode).toBe(201);
    expect((await call('POST', `/api/admin/blocks/${blockId}/flats`, admin, { name: '101' })).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/blocks/${blockId}/flats`, admin, { name: '102' })).statusCode).toBe(201);
    expect((await call('PUT', `/api/admin/flats/${flat.json().id}`, admin, { name: '102' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/admin/flats/${flat.json().id}`, admin, { name: '101A' })).json()).toEqual({ id: flat.json().id, name: '101A' });
    expect((await call('PUT', `/api/admin/blocks/${blockId}`, admin, { name: 'Tower B' })).json().name).toBe('Tower B');

    const list = await call('GET', `/api/admin/apartments/${a.id}/blocks`, admin);
    expect(list.json()).toEqual([{ id: blockId, name: 'Tower B', inviteCode: null, flats: 2 }]);
    // The join form's choices, for any signed-in person; flat numbers in reading order.
    expect((await call('GET', `/api/apartments/${a.id}/blocks`, resident)).json()).toEqual([{ id: blockId, name: 'Tower B' }]);
    expect((await call('GET', `/api/blocks/${blockId}/flats`, resident)).json().map((f: { name: string }) => f.name)).toEqual(['102', '101A']);
    expect((await call('GET', `/api/blocks/${blockId}/flats`, null)).statusCode).toBe(401);

    expect((await call('DELETE', `/api/admin/flats/${flat.json().id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/blocks/${blockId}`, resident)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/blocks/${blockId}`, admin)).statusCode).toBe(200);
    expect(await flatsOf(a.id)).toEqual([]);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.subject, `block:${blockId}`)));
    expect(audit.map((r) => r.action).sort()).toEqual(['block.create', 'block.delete', 'block.rename']);
  });
});

describe('POST /api/admin/apartments/{id}/flats/import', () => {
  it('imports block,flat rows with a header and quotes; a second import adds nothing', async () => {
    const a = await makeApartment(t);
    const csv = 'block,flat\r\nA,101\nA,102\n"Tower, B",G-1\n\nb,7\n';
    const first = await importCsv(a.id, csv);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ blocksAdded: 3, flatsAdded: 4, rows: 4 });
    expect(await flatsOf(a.id)).toEqual(['A/101', 'A/102', 'Tower, B/G-1', 'b/7']);
    const again = await importCsv(a.id, '\uFEFFa,101\nA,103\nB,7\n');
    // Names match whatever their case: only A/103 is new.
    expect(again.json()).toEqual({ blocksAdded: 0, flatsAdded: 1, rows: 3 });
    expect(await flatsOf(a.id)).toEqual(['A/101', 'A/102', 'A/103', 'Tower, B/G-1', 'b/7']);
    expect((await importCsv(a.id, csv, resident)).statusCode).toBe(403);
  });

  it('previews with ?dryRun=true: what would be added, row by row with its line, writing nothing', async () => {
    const a = await makeApartment(t);
    await importCsv(a.id, 'A,101\n');
    const url = (dry: string) => `/api/admin/apartments/${a.id}/flats/import?dryRun=${dry}`;
    const dry = await call('POST', url('true'), admin, { csv: 'block,flat\na,101\n\nA,102\nB,1\nb,1\n' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      blocksAdded: 1,
      flatsAdded: 2,
      rows: 4,
      preview: [
        { line: 2, block: 'a', flat: '101', isNew: false },
        { line: 4, block: 'A', flat: '102', isNew: true },
        { line: 5, block: 'B', flat: '1', isNew: true },
        { line: 6, block: 'b', flat: '1', isNew: false },
      ],
    });
    expect(await flatsOf(a.id)).toEqual(['A/101']);
    // A block written two ways keeps the file's first spelling.
    await importCsv(a.id, 'Tower C,1\ntower c,2\n');
    expect(await flatsOf(a.id)).toEqual(['A/101', 'Tower C/1', 'Tower C/2']);
    // The same per-line refusal as the import, and the same admin-only rule.
    expect((await call('POST', url('true'), admin, { csv: 'A,\n' })).json().details).toEqual({ '1': 'Enter the flat number.' });
    expect((await call('POST', url('true'), resident, { csv: 'A,1\n' })).statusCode).toBe(403);
    expect((await call('POST', url('maybe'), admin, { csv: 'A,1\n' })).statusCode).toBe(400);
    expect((await call('POST', url('false'), admin, { csv: 'A,102\n' })).json()).toEqual({ blocksAdded: 0, flatsAdded: 1, rows: 1 });
  });

  it('refuses the whole file with one message per bad line, writing nothing', async () => {
    const a = await makeApartment(t);
    const res = await importCsv(a.id, `A,101\n,102\nA,\nA,104,extra\nA,${'9'.repeat(21)}\nA,106\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Some rows have problems; nothing was imported. Fix them and import again.',
      details: {
        '2': 'Enter the block or tower name.',
        '3': 'Enter the flat number.',
        '4': 'Each row needs two values: block,flat',
        '5': 'Maximum 20 characters allowed.',
      },
    });
    expect(await flatsOf(a.id)).toEqual([]);
    expect((await importCsv(a.id, 'block,flat\n')).json().error).toBe('The file has no rows. Each row is: block,flat');
    expect((await importCsv(a.id, 'A,"101\n')).json().error).toBe('The file could not be read as CSV. Each row is: block,flat');
    const tooMany = Array.from({ length: 5001 }, (_, i) => `A,${i}`).join('\n');
    expect((await importCsv(a.id, tooMany)).json().error).toBe('The file is too large: at most 5000 rows.');
    expect((await importCsv(a.id, 'x'.repeat(200_001))).statusCode).toBe(400);
    expect(await flatsOf(a.id)).toEqual([]);
  });
});
