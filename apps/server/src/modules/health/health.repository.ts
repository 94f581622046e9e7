import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';

/** Does the database answer? (A trivial statement: any error, or none in time, is "down".) */
export const databaseAnswers = (db: Db) =>
  db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
