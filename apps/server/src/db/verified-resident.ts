import { getTableName, is, sql, Column, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VerifiedResident } from '@padosi/shared/residents';
import { apartments, blocks, flats, residencies } from './schema/index';

/** `"table"."column"` written out: drizzle drops the table from a single-table select, which would bind it to the subquery. */
const qualified = (c: AnyPgColumn | SQL) => (is(c, Column) ? sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}` : c);

/**
 * The poster's verification summary for a list or detail query (issue 25): `{ apartment, block }` while `userId`
 * has an approved residency, else null. One correlated subquery on the one-open-residency index, so every module
 * shows the same badge from the same rule; it names no phone number. Its own tables are aliased (vr_*) so that no
 * outer query's names can collide with them.
 */
export const verifiedResidentOf = (userId: AnyPgColumn | SQL): SQL<VerifiedResident | null> => sql<VerifiedResident | null>`(
  select json_build_object('apartment', vr_a.name, 'block', vr_b.name)
  from ${residencies} vr_r
  join ${flats} vr_f on vr_f.id = vr_r.flat_id
  join ${blocks} vr_b on vr_b.id = vr_f.block_id
  join ${apartments} vr_a on vr_a.id = vr_b.apartment_id
  where vr_r.user_id = ${qualified(userId)} and vr_r.status = 'approved'
  limit 1)`;
