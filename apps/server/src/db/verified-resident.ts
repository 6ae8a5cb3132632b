import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VerifiedResident } from '@padosi/shared/residents';
import { apartments, blocks, flats, residencies } from './schema/index';

/**
 * The poster's verification summary for a list or detail query (issue 25): `{ apartment, block }` while `userId`
 * has an approved residency, else null. One correlated subquery on the one-open-residency index, so every module
 * shows the same badge from the same rule; it names no phone number.
 */
export const verifiedResidentOf = (userId: AnyPgColumn | SQL): SQL<VerifiedResident | null> => sql<VerifiedResident | null>`(
  select json_build_object('apartment', ${apartments.name}, 'block', ${blocks.name})
  from ${residencies}
  join ${flats} on ${flats.id} = ${residencies.flatId}
  join ${blocks} on ${blocks.id} = ${flats.blockId}
  join ${apartments} on ${apartments.id} = ${blocks.apartmentId}
  where ${residencies.userId} = ${userId} and ${residencies.status} = 'approved'
  limit 1)`;
