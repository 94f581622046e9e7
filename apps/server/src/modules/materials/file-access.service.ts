import type { Platform } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findFile, type StoredFile } from '../../platform/files.ts';
import { lessonAccess, materialNotFound, maySeeCourse, type Viewer } from '../courses/courses.public.ts';
import * as repo from './materials.repository.ts';

// Who may open a material's uploaded file, decided again on every request (ADR 0033). (A course's thumbnail is the
// courses module's: courses.public's openThumbnail.)

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

/** Files nothing points to (no material, thumbnail or logo) are kept this long: see removeOrphanFiles. */
const ORPHAN_AGE_SECONDS = 3600;

/** Removes the files nothing points to any more (a lesson or course deleted with its materials); logs how many. */
export async function removeOrphans(p: Platform): Promise<number> {
  const removed = await repo.removeOrphanFiles(p.db, ORPHAN_AGE_SECONDS);
  if (removed > 0) p.log.info({ removed }, 'removed files nothing points to');
  return removed;
}
