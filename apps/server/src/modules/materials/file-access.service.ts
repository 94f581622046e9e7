import { eq } from 'drizzle-orm';
import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, removeFiles, storeUpload, type StoredFile, type Upload } from '../../platform/files.ts';
import { courses } from '../../db/schema/learning.ts';
import { lockEditableCourse, materialNotFound, visibleCourse } from '../courses/courses.public.ts';
import { lessonAccess, maySeeCourse, type Viewer } from '../courses/courses.public.ts';
import * as repo from './materials.repository.ts';

// Who may open an uploaded file, decided again on every request (ADR 0033), and the course thumbnail's changes.

const noFile = (message: string) => new AppError('NOT_FOUND', { message });

/**
 * The file of a file material, if the viewer may open its lesson now: the owner and admins always, an enrolled
 * learner in a published course, or in an archived one only for a lesson they completed (403 LESSON_LOCKED);
 * anyone else who may see the course is 403 NOT_ENROLLED, and a course they may not see is 404.
 */
export async function openMaterialFile(p: Platform, viewer: Viewer, materialId: string): Promise<StoredFile> {
  const target = await repo.fileMaterialTarget(p.db, materialId, viewer.userId);
  if (!target) throw materialNotFound();
  // Only a learner's own enrolment counts (one account may also hold the Learner role).
  const enrolment = viewer.role === 'Learner' ? target.enrolment : null;
  if (!maySeeCourse(viewer, target.course, enrolment)) throw materialNotFound();
  const access = lessonAccess(viewer, target.course, enrolment, target.lessonCompleted);
  if (access === 'locked') throw new AppError('LESSON_LOCKED');
  if (access === 'outline') throw new AppError('NOT_ENROLLED');
  const file = target.kind === 'file' && target.fileId ? await findFile(p.db, target.fileId) : null;
  if (!file) throw noFile('This material has no file: it is a text, a link or a video');
  return file;
}

/** A course's thumbnail, for anyone who may see the course (404 otherwise, and when it has none). */
export async function openThumbnail(p: Platform, viewer: Viewer, courseId: string): Promise<StoredFile> {
  const { course } = await visibleCourse(p.db, courseId, viewer);
  const file = course.thumbnailFileId ? await findFile(p.db, course.thumbnailFileId) : null;
  if (!file) throw noFile('This course has no thumbnail');
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
    await tx.update(courses).set({ thumbnailFileId: fileId, updatedAt: new Date() }).where(eq(courses.id, courseId));
    if (course.thumbnailFileId) await removeFiles(tx, [course.thumbnailFileId]);
  });
}
