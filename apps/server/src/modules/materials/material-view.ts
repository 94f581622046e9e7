import type { FileCategory } from '@talentpath/contracts/learning-messages';
import { videoEmbed, type Material } from '@talentpath/contracts/lessons';
import type { Platform } from '../../platform/context.ts';
import type { LessonAccess, MaterialRow, Viewer } from '../courses/courses.public.ts';
import type { FileRow } from './materials.repository.ts';

// How a material is answered (contracts' `material`), for every call that returns one: the content only where
// the policy opens the lesson, and for a file its signed address (ADR 0033).

/** The kind of file a detected MIME type is, as the player shows it. */
export function fileCategoryOf(mimeType: string): FileCategory {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return 'document';
}

/** The address a browser opens a material's file at: valid for this viewer for an hour or two. */
export const materialFileUrl = (p: Platform, viewer: Viewer, materialId: string) =>
  `/api/materials/${materialId}?t=${p.fileTickets.sign({ kind: 'material', id: materialId }, viewer)}`;

export function toMaterial(
  p: Platform,
  viewer: Viewer,
  row: MaterialRow,
  file: FileRow | null,
  access: LessonAccess,
): Material {
  const open = access === 'open';
  return {
    id: row.id,
    lessonId: row.lessonId,
    kind: row.kind,
    title: row.title,
    position: row.position,
    locked: !open,
    body: open && row.kind === 'text' ? row.body : null,
    url: !open ? null : row.kind === 'file' ? materialFileUrl(p, viewer, row.id) : row.url,
    embedUrl: open && row.kind === 'video' && row.url ? (videoEmbed(row.url)?.embedUrl ?? null) : null,
    file:
      open && file
        ? { name: file.name, size: file.size, mimeType: file.mimeType, category: fileCategoryOf(file.mimeType) }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
