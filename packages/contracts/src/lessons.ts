import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { titleField } from './courses.ts';
import {
  FILE_CATEGORIES,
  KIND_INVALID,
  LESSON_NOT_FOUND,
  LESSON_SUMMARY_MAX,
  LESSON_SUMMARY_TOO_LONG,
  LESSON_TITLE_MAX,
  LESSON_TITLE_TOO_LONG,
  LESSONS_MAX,
  MATERIAL_NOT_FOUND,
  MATERIAL_TITLE_MAX,
  MATERIAL_TITLE_TOO_LONG,
  MATERIALS_PER_LESSON_MAX,
  NOTHING_TO_CHANGE,
  REORDER_DUPLICATE,
  RICH_TEXT_MAX,
  TEXT_REQUIRED,
  TEXT_TOO_LONG,
  URL_INVALID,
  URL_MAX,
  URL_REQUIRED,
  VIDEO_URL_UNSUPPORTED,
} from './learning-messages.ts';
import { plainText } from './text.ts';

// Lessons and their materials (issue 11). A lesson belongs to one course and has a place in its order; a
// material belongs to one lesson: rich text, an uploaded file, an external link or an embedded video.

export const lessonIdParams = idParams(LESSON_NOT_FOUND);
export const materialIdParams = idParams(MATERIAL_NOT_FOUND);

const summary = z
  .string({ error: 'Summary must be text' })
  .trim()
  .max(LESSON_SUMMARY_MAX, LESSON_SUMMARY_TOO_LONG)
  .check(plainText('Summary contains characters that are not allowed', 'multi'));

/** POST /courses/{id}/lessons: a new lesson goes last. */
export const lessonInput = z.object({
  title: titleField(LESSON_TITLE_MAX, LESSON_TITLE_TOO_LONG),
  summary: summary.default(''),
});
export type LessonInput = z.input<typeof lessonInput>;
export type LessonFields = z.output<typeof lessonInput>;

/** PUT /lessons/{id}. */
export const lessonUpdate = z
  .object({ title: titleField(LESSON_TITLE_MAX, LESSON_TITLE_TOO_LONG).optional(), summary: summary.optional() })
  .refine((v) => v.title !== undefined || v.summary !== undefined, { error: NOTHING_TO_CHANGE });
export type LessonUpdate = z.input<typeof lessonUpdate>;

/**
 * PUT /courses/{id}/lessons (reorder) and PUT /lessons/{id}/materials (reorder): every id of the list once, in the
 * new order. A list that misses one or names another (changed since it was loaded) is refused, not guessed at.
 */
export const reorderInput = (notFound: string, max: number) =>
  z.object({
    ids: z
      .array(z.uuid({ error: notFound }), { error: 'ids must be a list' })
      .min(1, 'ids must list every item')
      .max(max, `ids may list at most ${max} items`)
      .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: REORDER_DUPLICATE }),
  });
export const lessonReorder = reorderInput(LESSON_NOT_FOUND, LESSONS_MAX);
export const materialReorder = reorderInput(MATERIAL_NOT_FOUND, MATERIALS_PER_LESSON_MAX);
export type ReorderInput = z.input<typeof lessonReorder>;

// --- Materials ---

export const MATERIAL_KINDS = ['text', 'file', 'link', 'video'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

const materialTitle = titleField(MATERIAL_TITLE_MAX, MATERIAL_TITLE_TOO_LONG);

/** Rich text as HTML; the server keeps only what its sanitiser allows (ADR 0033). */
const richText = z
  .string({ error: TEXT_REQUIRED })
  .max(RICH_TEXT_MAX, TEXT_TOO_LONG)
  .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(html), { error: TEXT_REQUIRED });

// Contracts load without the DOM or Node, so without `URL`: an address is read by this pattern.
const WEB_ADDRESS = /^(https?):\/\/([^\s/?#@:]+\.[^\s/?#@:]+)(?::\d{1,5})?(\/[^\s?#]*)?(\?[^\s#]*)?(#\S*)?$/i;

/** An absolute http(s) address with a dotted host name, no spaces and no user name in it. */
export const webAddress = z
  .string({ error: URL_REQUIRED })
  .trim()
  .min(1, { error: URL_REQUIRED, abort: true })
  .max(URL_MAX, URL_INVALID)
  .regex(WEB_ADDRESS, { error: URL_INVALID });

export type VideoEmbed = { provider: 'youtube' | 'vimeo'; id: string; embedUrl: string };

/** The embeddable player of a YouTube or Vimeo address, or null for any other address. */
export function videoEmbed(address: string): VideoEmbed | null {
  const match = WEB_ADDRESS.exec(address.trim());
  if (!match) return null;
  const host = match[2]!.toLowerCase().replace(/^(www\.|m\.)/, '');
  const path = (match[3] ?? '').split('/').filter(Boolean);
  const query = new Map(
    (match[4] ?? '')
      .slice(1)
      .split('&')
      .map((pair) => pair.split('=') as [string, string | undefined]),
  );
  const youtube = (id: string | undefined): VideoEmbed | null =>
    id && /^[A-Za-z0-9_-]{11}$/.test(id)
      ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
      : null;
  if (host === 'youtu.be') return youtube(path[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (path.length === 1 && path[0] === 'watch') return youtube(query.get('v'));
    return path[0] === 'embed' || path[0] === 'shorts' || path[0] === 'live' ? youtube(path[1]) : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = path.find((part) => /^\d{1,12}$/.test(part));
    return id ? { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}

const videoAddress = webAddress.refine((value) => videoEmbed(value) !== null, { error: VIDEO_URL_UNSUPPORTED });

/**
 * POST /lessons/{id}/materials as JSON: rich text, a link or an embedded video. A file is uploaded to the same
 * address as multipart/form-data (fields `file` and optional `title`).
 */
export const materialInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('text'), title: materialTitle, body: richText }),
    z.object({ kind: z.literal('link'), title: materialTitle, url: webAddress }),
    z.object({ kind: z.literal('video'), title: materialTitle, url: videoAddress }),
  ],
  { error: KIND_INVALID },
);
export type MaterialInput = z.input<typeof materialInput>;
export type MaterialFields = z.output<typeof materialInput>;

/** The multipart upload's text field. */
export const uploadTitle = materialTitle.optional();

/** PUT /materials/{id}: the title, and the text of a text material or the address of a link or video. */
export const materialUpdate = z
  .object({ title: materialTitle.optional(), body: richText.optional(), url: webAddress.optional() })
  .refine((v) => v.title !== undefined || v.body !== undefined || v.url !== undefined, { error: NOTHING_TO_CHANGE });
export type MaterialUpdate = z.input<typeof materialUpdate>;
export type MaterialChanges = z.output<typeof materialUpdate>;

export const fileInfo = z.object({
  name: z.string(),
  size: z.int().min(0),
  /** As found in the content, not as the uploader named it. */
  mimeType: z.string(),
  category: z.enum(FILE_CATEGORIES),
});
export type FileInfo = z.infer<typeof fileInfo>;

/**
 * A material. Those who may not open it yet (a learner before enrolling) get its outline only: `locked` true and
 * no body, url, embedUrl or file.
 */
export const material = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  kind: z.enum(MATERIAL_KINDS),
  title: z.string(),
  position: z.int(),
  locked: z.boolean(),
  /** Sanitised HTML (text). */
  body: z.string().nullable(),
  /** The link's or the video's address; for a file, its signed content address (ranges allowed). */
  url: z.string().nullable(),
  /** The player address of an embedded video. */
  embedUrl: z.string().nullable(),
  file: fileInfo.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Material = z.infer<typeof material>;

export const lesson = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  summary: z.string(),
  position: z.int(),
  materials: z.array(material),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Lesson = z.infer<typeof lesson>;

export const lessonList = z.object({ items: z.array(lesson) });
export type LessonList = z.infer<typeof lessonList>;
