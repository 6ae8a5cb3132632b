import type { AppDeps } from '../../platform/services/deps';
import type { Db } from '../../platform/engine/db';
import type { Random } from './random';

/** Shared state between demo seeders: later seeders use the rows earlier ones made. */
export interface DemoContext {
  deps: AppDeps;
  db: Db;
  random: Random;
  apartmentIds: number[];
  userIds: number[];
  [extra: string]: unknown;
}
