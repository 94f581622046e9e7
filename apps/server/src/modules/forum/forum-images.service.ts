import type { ForumImage } from '@talentpath/contracts/forum';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, removeFiles, type StoredFile, storeUpload, type Upload } from '../../platform/files.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { postableSpace, readableSpace } from './forum-access.ts';
import { forumImagePath } from './forum-pictures.ts';
import * as repo from './forum.repository.ts';

// Pictures in posts (issue 26, ADR 0069): uploaded to a space by whoever may post in it (checked by their content
// like every upload, platform/files.ts), seen by whoever may read that space now — through an address with a ticket,
// since an `<img>` sends no token. One that no post names within a day is removed.

const imageNotFound = () => new AppError('NOT_FOUND', { message: 'Picture not found' });

/** Checked before the picture is read: the caller may post in the space (404 if they may not read it, 403 if only that). */
export async function assertMayUploadTo(p: Platform, viewer: Viewer, spaceId: string): Promise<void> {
  await repo.ensureFixedSpaces(p.db);
  await postableSpace(p.db, viewer, spaceId);
}

/** The picture's file name as Markdown alt text: no extension, nothing that would close the `![…]`. */
const altOf = (name: string) =>
  name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[[\]\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100) || 'picture';

/** POST /forum/spaces/{id}/images: the picture stored for the space; its address and the Markdown that shows it. */
export async function storeImage(p: Platform, viewer: Viewer, spaceId: string, upload: Upload): Promise<ForumImage> {
  const image = await p.db.transaction(async (tx) => {
    // Again where it is written: the caller may have left the course while the picture was sent.
    await postableSpace(tx, viewer, spaceId);
    const fileId = await storeUpload(tx, upload, viewer.userId);
    return repo.insertImage(tx, { fileId, spaceId, uploadedBy: viewer.userId });
  });
  const url = forumImagePath(image.id);
  return { id: image.id, url, markdown: `![${altOf(upload.name)}](${url})` };
}

/** GET /forum/images/{id}: the picture's file, for one who may read its space now (404 otherwise). */
export async function openImage(p: Platform, viewer: Viewer, imageId: string): Promise<StoredFile> {
  const image = await repo.findImage(p.db, imageId);
  if (!image) throw imageNotFound();
  await readableSpace(p.db, viewer, image.spaceId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? imageNotFound() : error;
  });
  const file = await findFile(p.db, image.fileId);
  if (!file) throw imageNotFound();
  return file;
}

/** A picture no post names is kept this long (the composer uploads it before the post is sent). */
const UNPOSTED_KEPT_MS = 24 * 3_600_000;
const SWEEP_BATCH = 500;

/** Removes the pictures (and their files) that no post named within UNPOSTED_KEPT_MS; answers how many. */
export async function removeUnpostedImages(p: Platform, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNPOSTED_KEPT_MS);
  let removed = 0;
  for (;;) {
    const count = await p.db.transaction(async (tx) => {
      const fileIds = await repo.lockUnpostedImageFiles(tx, before, SWEEP_BATCH);
      // The pictures' rows go with their files (the key's cascade).
      await removeFiles(tx, fileIds);
      return fileIds.length;
    });
    removed += count;
    if (count < SWEEP_BATCH) break;
  }
  if (removed > 0) p.log.info({ removed }, 'removed forum pictures no post named');
  return removed;
}
