import { PHOTO_NOT_FOUND } from '@talentpath/contracts/photo-messages';
import type { Badge, Reward } from '@talentpath/contracts/recognition';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, removeFiles, storeBytes, type StoredFile, type Upload } from '../../platform/files.ts';
import { PHOTO_MIME_TYPE, squarePhoto } from '../../platform/square-image.ts';
import * as badges from './badges.repository.ts';
import { getBadge } from './badges.service.ts';
import * as rewards from './rewards.repository.ts';
import { getReward } from './rewards.service.ts';

// A badge's or a reward's picture (ADR 0066): made square like a profile photo (no metadata leaves the server),
// stored in the file store, its address changing with the file. Public: an Open Badges credential names it.

/** The stored picture's side in pixels. */
export const BADGE_IMAGE_SIZE = 256;

const pictureOf = async (upload: Upload | null) => (upload ? squarePhoto(upload.path, BADGE_IMAGE_SIZE) : null);

/** PUT /admin/badges/{id}/image (a picture) or DELETE it (null). */
export async function replaceBadgeImage(
  p: Platform,
  actorId: string,
  id: string,
  upload: Upload | null,
): Promise<Badge> {
  const bytes = await pictureOf(upload);
  await p.db.transaction(async (tx) => {
    const badge = await badges.lockBadge(tx, id);
    if (!badge) throw new AppError('NOT_FOUND', { message: 'Badge not found' });
    const fileId = bytes
      ? await storeBytes(tx, { name: 'badge.webp', mimeType: PHOTO_MIME_TYPE, createdBy: actorId, bytes })
      : null;
    await badges.updateBadge(tx, id, { imageFileId: fileId });
    if (badge.imageFileId) await removeFiles(tx, [badge.imageFileId]);
  });
  return getBadge(p.db, id);
}

/** PUT /admin/rewards/{id}/image (a picture) or DELETE it (null). */
export async function replaceRewardImage(
  p: Platform,
  actorId: string,
  id: string,
  upload: Upload | null,
): Promise<Reward> {
  const bytes = await pictureOf(upload);
  await p.db.transaction(async (tx) => {
    const reward = await rewards.findReward(tx, id);
    if (!reward) throw new AppError('NOT_FOUND', { message: 'Reward not found' });
    const fileId = bytes
      ? await storeBytes(tx, { name: 'reward.webp', mimeType: PHOTO_MIME_TYPE, createdBy: actorId, bytes })
      : null;
    await rewards.updateReward(tx, id, { imageFileId: fileId });
    if (reward.imageFileId) await removeFiles(tx, [reward.imageFileId]);
  });
  return getReward(p, id);
}

const noPicture = () => new AppError('NOT_FOUND', { message: PHOTO_NOT_FOUND });

/** GET /badges/{id}/image and /rewards/{id}/image: the current picture. */
export async function openImage(p: Platform, of: 'badge' | 'reward', id: string): Promise<StoredFile> {
  const row = of === 'badge' ? (await badges.findBadge(p.db, id))?.badge : await rewards.findReward(p.db, id);
  const file = row?.imageFileId ? await findFile(p.db, row.imageFileId) : null;
  if (!file) throw noPicture();
  return file;
}
