import { FALLBACK_LANGUAGE, type Language } from '@talentpath/contracts/constants';
import {
  DEFAULT_SETTINGS,
  featuresOf,
  type PublicSettings,
  type SystemSettings,
  type SystemSettingsFields,
} from '@talentpath/contracts/settings';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, removeFiles, storeUpload, type StoredFile, type Upload } from '../../platform/files.ts';
import { settingsChanges, type SettingsChanges } from './settings-changes.ts';
import * as repo from './settings.repository.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A saved change to the system settings: who made it and, per field, what it was and became (the audit log's). */
    'settings.changed': { actorId: string; organizationName: string; changes: SettingsChanges };
  }
}

/** The logo's address: it changes with the image, so a browser never shows an old one from its cache. */
const logoUrl = (sha256: string | null | undefined) => (sha256 ? `/api/settings/logo?v=${sha256.slice(0, 12)}` : null);

/** The fields the form edits, as stored (or the defaults before the first save). */
function fieldsOf(row: repo.SettingsRow | undefined): SystemSettingsFields {
  if (!row) return DEFAULT_SETTINGS;
  return {
    organizationName: row.organizationName,
    defaultLanguage: row.defaultLanguage,
    contactEmail: row.contactEmail,
    phone: row.phone,
    secondPhone: row.secondPhone,
    emergencyPhone: row.emergencyPhone,
    address: row.address,
    timeZone: row.timeZone,
    officeHours: row.officeHours,
    features: featuresOf(row.features),
  };
}

/** GET /admin/settings. */
export async function getSettings(p: Platform): Promise<SystemSettings> {
  const found = await repo.find(p.db);
  const row = found?.settings;
  return {
    ...fieldsOf(row),
    logoUrl: logoUrl(found?.logoSha256),
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy && found?.updatedByName != null ? { id: row.updatedBy, name: found.updatedByName } : null,
  };
}

/** GET /settings/public: only what the public site shows (no switches, no versions, no names of admins). */
export async function getPublicSettings(p: Platform): Promise<PublicSettings> {
  const { features: _features, version: _version, updatedAt: _at, updatedBy: _by, ...shown } = await getSettings(p);
  return shown;
}

/** The organisation's name as the settings hold it: who issues its certificates. */
export async function organizationName(p: Platform): Promise<string> {
  return fieldsOf((await repo.find(p.db))?.settings).organizationName;
}

/** The feature switches as the settings hold them (the leaderboard's, …). */
export async function featureSwitches(p: Platform): Promise<SystemSettingsFields['features']> {
  return fieldsOf((await repo.find(p.db))?.settings).features;
}

/** The language of a visitor who has chosen none and whose browser names none the app has. */
export async function defaultLanguage(p: Platform): Promise<Language> {
  return (await repo.findDefaultLanguage(p.db)) ?? FALLBACK_LANGUAGE;
}

/**
 * PUT /admin/settings: saves every field when `version` is the one stored (409 SETTINGS_CHANGED otherwise: another
 * admin saved meanwhile), and records what changed. A save that changes nothing writes nothing.
 */
export async function updateSettings(
  p: Platform,
  caller: Caller,
  input: SystemSettingsFields & { version: number },
): Promise<SystemSettings> {
  const { version, ...fields } = input;
  await p.events.transaction(async (tx, record) => {
    const current = await repo.lockOrCreate(tx, DEFAULT_SETTINGS);
    if (current.version !== version) throw new AppError('SETTINGS_CHANGED');
    const changes = settingsChanges(fieldsOf(current), fields);
    if (Object.keys(changes).length === 0) return;
    await repo.update(tx, { ...fields, version: current.version + 1, updatedAt: new Date(), updatedBy: caller.userId });
    await record('settings.changed', { actorId: caller.userId, organizationName: fields.organizationName, changes });
  });
  return getSettings(p);
}

/**
 * PUT /admin/settings/logo (an image) or DELETE it (null): the new file is stored and the old one removed in the
 * transaction that points the settings at the new one. The logo has its own calls, so it leaves the form's version
 * alone: an admin's open form stays saveable when another changes the logo.
 */
export async function replaceLogo(p: Platform, caller: Caller, upload: Upload | null): Promise<SystemSettings> {
  await p.events.transaction(async (tx, record) => {
    const current = await repo.lockOrCreate(tx, DEFAULT_SETTINGS);
    if (!upload && !current.logoFileId) return;
    const old = current.logoFileId ? await findFile(tx, current.logoFileId) : null;
    const fileId = upload ? await storeUpload(tx, upload, caller.userId) : null;
    await repo.update(tx, { logoFileId: fileId, updatedAt: new Date(), updatedBy: caller.userId });
    if (current.logoFileId) await removeFiles(tx, [current.logoFileId]);
    await record('settings.changed', {
      actorId: caller.userId,
      organizationName: current.organizationName,
      changes: { logo: { from: old?.name ?? null, to: upload?.name ?? null } },
    });
  });
  return getSettings(p);
}

/** The organisation's logo, if one was uploaded (certificates show it where a course has none of its own). */
export async function organizationLogo(p: Platform): Promise<StoredFile | null> {
  const found = await repo.find(p.db);
  return found?.settings.logoFileId ? findFile(p.db, found.settings.logoFileId) : null;
}

/** GET /settings/logo: the image, to anyone (the public site shows it); 404 without one. */
export async function openLogo(p: Platform): Promise<StoredFile> {
  const file = await organizationLogo(p);
  if (!file) throw new AppError('NOT_FOUND', { message: 'No logo has been uploaded' });
  return file;
}
