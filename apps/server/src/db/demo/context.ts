import type { AppDeps } from '../../platform/deps';
import type { Db } from '../../platform/db';
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
