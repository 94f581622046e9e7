import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, removeFiles, storeUpload, type StoredFile, type Upload } from '../../platform/files.ts';
import { lockEditableCourse, visibleCourse } from './course-access.service.ts';
import type { Viewer } from './courses.policy.ts';
import * as repo from './courses.repository.ts';

// A course's thumbnail (ADR 0033): the course's own, read by whoever may see the course and changed by its owner.
// The materials module receives the image and answers the file; what the course points to is decided here.

/** A course's thumbnail, for anyone who may see the course (404 otherwise, and when it has none). */
export async function openThumbnail(p: Platform, viewer: Viewer, courseId: string): Promise<StoredFile> {
  const { course } = await visibleCourse(p.db, courseId, viewer);
  const file = course.thumbnailFileId ? await findFile(p.db, course.thumbnailFileId) : null;
  if (!file) throw new AppError('NOT_FOUND', { message: 'This course has no thumbnail' });
  return file;
}

/** Checks, before an image is read, that the caller may change the course (its owner). */
export async function assertMayChangeThumbnail(p: Platform, viewer: Viewer, courseId: string): Promise<void> {
  await p.db.transaction((tx) => lockEditableCourse(tx, courseId, viewer));
}

/**
 * PUT /courses/{id}/thumbnail (an image) or DELETE it (null): the new file is stored and the old one removed in
 * the transaction that points the course at the new one.
 */
export async function replaceThumbnail(
  p: Platform,
  viewer: Viewer,
  courseId: string,
  upload: Upload | null,
): Promise<void> {
  await p.events.transaction(async (tx) => {
    const course = await lockEditableCourse(tx, courseId, viewer);
    const fileId = upload ? await storeUpload(tx, upload, viewer.userId) : null;
    await repo.setThumbnail(tx, courseId, fileId);
    if (course.thumbnailFileId) await removeFiles(tx, [course.thumbnailFileId]);
  });
}
