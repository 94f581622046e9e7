import { fileTypeFromFile } from 'file-type';
import { AppError } from './errors.ts';

// Which uploads are accepted, judged by their bytes (ADR 0033): the type `file-type` finds in the content decides,
// the declared Content-Type is ignored, and a name whose extension promises another type is refused.

type FileType = { mimeType: string; extensions: readonly string[] };

/** The types ADR 0033 allows, by the key `file-type` reports for them (its `ext`). */
const TYPES = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  jpg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  gif: { mimeType: 'image/gif', extensions: ['gif'] },
  webp: { mimeType: 'image/webp', extensions: ['webp'] },
  mp4: { mimeType: 'video/mp4', extensions: ['mp4'] },
  webm: { mimeType: 'video/webm', extensions: ['webm'] },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  odt: { mimeType: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  ods: { mimeType: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['ods'] },
  odp: { mimeType: 'application/vnd.oasis.opendocument.presentation', extensions: ['odp'] },
  // OLE compound files (`cfb`) hold many things (MSI installers too): accepted only under these three names.
  doc: { mimeType: 'application/msword', extensions: ['doc'] },
  xls: { mimeType: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
} as const satisfies Record<string, FileType>;

export type FileTypeKey = keyof typeof TYPES;
const OLE_TYPES: readonly FileTypeKey[] = ['doc', 'xls', 'ppt'];

/** What a lesson may hold, and what a course thumbnail may be. */
export const MATERIAL_FILE_TYPES = Object.keys(TYPES) as FileTypeKey[];
export const IMAGE_FILE_TYPES: readonly FileTypeKey[] = ['png', 'jpg', 'gif', 'webp'];

/** The MIME types of `keys` (what a stored file of one of them is served as). */
export const mimeTypesOf = (keys: readonly FileTypeKey[]): string[] => keys.map((key) => TYPES[key].mimeType);

const TYPE_BY_EXTENSION = new Map<string, FileTypeKey>(
  Object.entries(TYPES).flatMap(([key, type]) => type.extensions.map((ext) => [ext, key as FileTypeKey] as const)),
);

/** The name's extension, lower-cased, when it looks like one (1–5 letters or digits, at least one letter). */
export function extensionOf(name: string): string | null {
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  return match && /[a-z]/i.test(match[1]!) ? match[1]!.toLowerCase() : null;
}

/**
 * The MIME type of an upload, from what its content is and what its name says; 415 FILE_CONTENT_MISMATCH when the
 * extension promises another type than the content (a PNG called .pdf, a program called .docx), 415
 * FILE_TYPE_NOT_ALLOWED for content outside `accept` (an SVG, a program, text). A name without an extension is
 * judged by its content alone.
 */
export function judgeFileType(detected: string | undefined, name: string, accept: readonly FileTypeKey[]): string {
  const extension = extensionOf(name);
  const named = extension ? TYPE_BY_EXTENSION.get(extension) : undefined;
  let found: FileTypeKey | undefined =
    detected && detected in TYPES && !OLE_TYPES.includes(detected as FileTypeKey)
      ? (detected as FileTypeKey)
      : undefined;
  if (detected === 'cfb' && named && OLE_TYPES.includes(named)) found = named;
  if (named && named !== found) throw new AppError('FILE_CONTENT_MISMATCH');
  if (!found || !accept.includes(found)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  // Allowed content under a foreign extension (a PDF called .exe or .html): the name would mislead on download.
  if (extension && !named) throw new AppError('FILE_CONTENT_MISMATCH');
  return TYPES[found].mimeType;
}

/** Detects the type of a file on disk from its bytes and judges it against its name (see judgeFileType). */
export async function detectFileType(path: string, name: string, accept: readonly FileTypeKey[]): Promise<string> {
  const detected = await fileTypeFromFile(path);
  return judgeFileType(detected?.ext, name, accept);
}
