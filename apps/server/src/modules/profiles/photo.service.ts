import { PHOTO_NOT_FOUND, PHOTO_SIZE } from '@talentpath/contracts/photo-messages';
import type { Profile } from '@talentpath/contracts/profiles';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, removeFiles, storeBytes, type StoredFile, type Upload } from '../../platform/files.ts';
import { findUser, lockUser, setAvatar } from '../users/users.public.ts';
import { PHOTO_MIME_TYPE, squarePhoto } from '../../platform/square-image.ts';
import type { ProfileViewer } from './profiles.policy.ts';
import { readProfile } from './profiles.service.ts';

// A person's profile photo (ADR 0061): a file of the file store, its address the account's avatar. The address holds
// the file's random id, so it is known only to those the API shows the avatar to (signed-in users): `<img>` cannot
// send the bearer token, and the avatar is shown in many lists, so it carries no per-viewer ticket.

/**
 * The address a photo is served at. The orphan sweep of the file store (materials.repository's removeOrphanFiles)
 * keeps a file its creator's avatar names by this address: change both together.
 */
const photoUrl = (userId: string, fileId: string) => `/api/people/${userId}/photos/${fileId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file of the person's uploaded photo, when their avatar is one (not an address an admin gave, not none). */
function photoFileOf(user: { id: string; avatar: string | null }): string | null {
  const prefix = photoUrl(user.id, '');
  const fileId = user.avatar?.startsWith(prefix) ? user.avatar.slice(prefix.length) : null;
  return fileId && UUID.test(fileId) ? fileId : null;
}

const notFound = () => new AppError('NOT_FOUND', { message: PHOTO_NOT_FOUND });

/**
 * PUT /me/photo (a picture) or DELETE it (null): the picture is made into the stored square first (outside the
 * transaction: it is the slow part), then stored, the avatar pointed at it and the previous photo removed, together.
 */
export async function replacePhoto(p: Platform, viewer: ProfileViewer, upload: Upload | null): Promise<Profile> {
  const bytes = upload ? await squarePhoto(upload.path, PHOTO_SIZE) : null;
  await p.db.transaction(async (tx) => {
    const user = await lockUser(tx, viewer.userId);
    if (!user) throw notFound();
    if (!bytes && user.avatar === null) return;
    const fileId = bytes
      ? await storeBytes(tx, { name: 'photo.webp', mimeType: PHOTO_MIME_TYPE, createdBy: user.id, bytes })
      : null;
    await setAvatar(tx, user.id, fileId ? photoUrl(user.id, fileId) : null);
    const previous = photoFileOf(user);
    if (previous) await removeFiles(tx, [previous]);
  });
  return readProfile(p, viewer, viewer.userId);
}

/** GET /people/{id}/photos/{fileId}: the person's current photo; 404 for any other file, or an old photo. */
export async function openPhoto(p: Platform, personId: string, fileId: string): Promise<StoredFile> {
  const user = await findUser(p.db, personId);
  const file = user && photoFileOf(user) === fileId ? await findFile(p.db, fileId) : null;
  if (!file) throw notFound();
  return file;
}
