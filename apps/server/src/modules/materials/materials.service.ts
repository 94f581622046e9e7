import {
  MATERIAL_FIELD_NOT_FOR_KIND,
  MATERIALS_PER_LESSON_MAX,
  MATERIALS_TOO_MANY,
  VIDEO_URL_UNSUPPORTED,
} from '@talentpath/contracts/learning-messages';
import {
  type Lesson,
  type Material,
  type MaterialChanges,
  type MaterialFields,
  videoEmbed,
} from '@talentpath/contracts/lessons';
import type { Platform } from '../../platform/context.ts';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { removeFiles, storeUpload, type Upload } from '../../platform/files.ts';
import { lockEditableLesson, lockEditableMaterial, materialNotFound } from '../courses/courses.public.ts';
import type { Viewer } from '../courses/courses.public.ts';
import { toMaterial } from './material-view.ts';
import * as repo from './materials.repository.ts';
import { cleanRichText } from './rich-text.ts';

// Materials of a lesson (ADR 0032, 0033): only the course's owner adds, changes, orders and removes them, under
// the course's lock, so concurrent additions take distinct places and a file goes with its material.

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

/** The next free place in the lesson; VALIDATION when it is full. Call it under the course's lock. */
async function nextPosition(tx: Tx, lessonId: string): Promise<number> {
  const fill = await repo.lessonFill(tx, lessonId);
  if (fill.count >= MATERIALS_PER_LESSON_MAX) throw invalid('lessonId', MATERIALS_TOO_MANY);
  return fill.next;
}

/** A video's address must be one the player can embed. */
function checkVideo(url: string) {
  if (!videoEmbed(url)) throw invalid('url', VIDEO_URL_UNSUPPORTED);
}

async function answer(p: Platform, viewer: Viewer, tx: Tx, id: string): Promise<Material> {
  const row = await repo.materialWithFile(tx, id);
  if (!row) throw materialNotFound();
  return toMaterial(p, viewer, row.material, row.file, 'open');
}

/**
 * Checks, before an upload is read, that the caller may add a material to the lesson (owner, room left): a
 * stranger's or a full lesson's upload is refused without receiving it. Checked again when it is stored.
 */
export async function assertMayAddMaterial(p: Platform, viewer: Viewer, lessonId: string): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockEditableLesson(tx, lessonId, viewer);
    await nextPosition(tx, lessonId);
  });
}

type Content = Omit<repo.MaterialInsert, 'lessonId' | 'position'>;

/** Adds a material last in the lesson, under the course's lock; `content` runs in the same transaction. */
function addLast(p: Platform, viewer: Viewer, lessonId: string, content: (tx: Tx) => Promise<Content>) {
  return p.events.transaction(async (tx) => {
    await lockEditableLesson(tx, lessonId, viewer);
    const position = await nextPosition(tx, lessonId);
    const row = await repo.insertMaterial(tx, { ...(await content(tx)), lessonId, position });
    await repo.touchLesson(tx, lessonId);
    return answer(p, viewer, tx, row.id);
  });
}

/** Checks, before a change is read, that the caller may change the material (its course's owner). */
export async function assertMayEditMaterial(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.db.transaction((tx) => lockEditableMaterial(tx, id, viewer));
}

/** POST /lessons/{id}/materials as JSON: text (sanitised), a link or an embedded video; it goes last. */
export async function addMaterial(
  p: Platform,
  viewer: Viewer,
  lessonId: string,
  input: MaterialFields,
): Promise<Material> {
  const body = input.kind === 'text' ? cleanRichText(input.body) : null;
  const url = input.kind === 'text' ? null : input.url;
  if (input.kind === 'video') checkVideo(input.url);
  return addLast(p, viewer, lessonId, async () => ({ kind: input.kind, title: input.title, body, url }));
}

/** POST /lessons/{id}/materials as multipart: the received file is stored with its material, in one transaction. */
export function addFileMaterial(
  p: Platform,
  viewer: Viewer,
  lessonId: string,
  upload: Upload,
  title: string,
): Promise<Material> {
  return addLast(p, viewer, lessonId, async (tx) => ({
    kind: 'file',
    title,
    fileId: await storeUpload(tx, upload, viewer.userId),
  }));
}

/** PUT /materials/{id}: the title; the text of a text material; the address of a link or video. */
export async function updateMaterial(
  p: Platform,
  viewer: Viewer,
  id: string,
  changes: MaterialChanges,
): Promise<Material> {
  return p.events.transaction(async (tx) => {
    const { material } = await lockEditableMaterial(tx, id, viewer);
    if (changes.body !== undefined && material.kind !== 'text') throw invalid('body', MATERIAL_FIELD_NOT_FOR_KIND);
    const takesUrl = material.kind === 'link' || material.kind === 'video';
    if (changes.url !== undefined && !takesUrl) throw invalid('url', MATERIAL_FIELD_NOT_FOR_KIND);
    if (changes.url !== undefined && material.kind === 'video') checkVideo(changes.url);
    await repo.updateMaterial(tx, id, {
      ...(changes.title !== undefined ? { title: changes.title } : {}),
      ...(changes.body !== undefined ? { body: cleanRichText(changes.body) } : {}),
      ...(changes.url !== undefined ? { url: changes.url } : {}),
    });
    await repo.touchLesson(tx, material.lessonId);
    return answer(p, viewer, tx, id);
  });
}

/** DELETE /materials/{id}: the material and its file, together. */
export async function deleteMaterial(p: Platform, viewer: Viewer, id: string): Promise<void> {
  await p.events.transaction(async (tx) => {
    const { material } = await lockEditableMaterial(tx, id, viewer);
    await repo.removeMaterial(tx, id);
    if (material.fileId) await removeFiles(tx, [material.fileId]);
    await repo.touchLesson(tx, material.lessonId);
  });
}

/**
 * PUT /lessons/{id}/materials: every material of the lesson once, in the new order (409 ORDER_STALE when the list
 * is not exactly the lesson's). Answers the lesson with its materials in that order.
 */
export async function reorderMaterials(p: Platform, viewer: Viewer, lessonId: string, ids: string[]): Promise<Lesson> {
  return p.events.transaction(async (tx) => {
    await lockEditableLesson(tx, lessonId, viewer);
    const current = await repo.materialsOfLesson(tx, lessonId);
    const wanted = ids.map((id) => id.toLowerCase());
    const known = new Set(current.map((r) => r.material.id));
    if (wanted.length !== known.size || !wanted.every((id) => known.has(id))) throw new AppError('ORDER_STALE');
    await repo.setOrder(tx, wanted);
    const lesson = await repo.touchLesson(tx, lessonId);
    const rows = await repo.materialsOfLesson(tx, lessonId);
    return {
      id: lesson.id,
      courseId: lesson.courseId,
      title: lesson.title,
      summary: lesson.summary,
      position: lesson.position,
      materials: rows.map((r) => toMaterial(p, viewer, r.material, r.file, 'open')),
      createdAt: lesson.createdAt.toISOString(),
      updatedAt: lesson.updatedAt.toISOString(),
    };
  });
}
