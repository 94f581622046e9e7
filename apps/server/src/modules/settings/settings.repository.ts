import { eq } from 'drizzle-orm';
import type { SystemSettingsFields } from '@talentpath/contracts/settings';
import type { Db, Tx } from '../../platform/db.ts';
import { files } from '../../db/schema/files.ts';
import { systemSettings } from '../../db/schema/settings.ts';
import { users } from '../../db/schema/users.ts';

export type SettingsRow = typeof systemSettings.$inferSelect;

/** The one row, with the name of who saved it last and the logo's content hash; undefined before the first save. */
export async function find(db: Db) {
  const [row] = await db
    .select({ settings: systemSettings, updatedByName: users.name, logoSha256: files.sha256 })
    .from(systemSettings)
    .leftJoin(users, eq(users.id, systemSettings.updatedBy))
    .leftJoin(files, eq(files.id, systemSettings.logoFileId));
  return row;
}

/** The default language alone (read for every visitor whose browser names neither language). */
export async function findDefaultLanguage(db: Db) {
  const [row] = await db.select({ language: systemSettings.defaultLanguage }).from(systemSettings);
  return row?.language;
}

/**
 * The row, locked until the transaction ends; written first from `defaults` when there is none. A concurrent first
 * write waits on the insert of the other and then finds its row, so two first saves cannot both succeed unseen.
 */
export async function lockOrCreate(tx: Tx, defaults: SystemSettingsFields): Promise<SettingsRow> {
  await tx
    .insert(systemSettings)
    .values({ ...defaults, version: 0 })
    .onConflictDoNothing({ target: systemSettings.id });
  const [row] = await tx.select().from(systemSettings).for('update');
  return row!;
}

export async function update(
  tx: Tx,
  values: Partial<Omit<typeof systemSettings.$inferInsert, 'id'>>,
): Promise<SettingsRow> {
  const [row] = await tx.update(systemSettings).set(values).where(eq(systemSettings.id, 1)).returning();
  return row!;
}
