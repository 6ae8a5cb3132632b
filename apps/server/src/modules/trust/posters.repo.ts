import { eq, inArray } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';

const { apartments, users } = schema;

/** The public face of each poster: name, when they joined and their apartment (no phone, e-mail or flat). */
export function findPosters(db: Db, ids: number[]) {
  return db
    .select({ id: users.id, name: users.name, createdAt: users.createdAt, apartmentName: apartments.name })
    .from(users)
    .leftJoin(apartments, eq(apartments.id, users.apartmentId))
    .where(inArray(users.id, ids));
}
