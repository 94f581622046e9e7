import type { FastifyRequest } from 'fastify';
import { FILE_ONE_ONLY, FILE_REQUIRED } from '@talentpath/contracts/learning-messages';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { uploadedFile } from './openapi.ts';
import type { FileTypeKey } from './file-types.ts';
import { receiveUpload, type Upload } from './files.ts';

// Reading a multipart/form-data upload (@fastify/multipart, registered only in the plugins of the routes that take
// one, with multipartOptions): one part named `file`, spooled and checked by files.ts, and a few short text fields.
// The parser's failures become the one error shape: a malformed form is a 400, never a 500.

/** The multipart limits: one file (cut off one byte past its limit, so the limit is seen), a few small fields. */
const multipartLimits = (maxBytes: number) => ({
  files: 1,
  fileSize: maxBytes + 1,
  fields: 4,
  fieldSize: 4096,
  parts: 6,
  headerPairs: 20,
});

/**
 * The options of @fastify/multipart for the routes of a plugin that take files up to `maxBytes` (a larger one is
 * answered 413 FILE_TOO_LARGE by receiveUpload, not cut off by the parser).
 */
export const multipartOptions = (maxBytes: number) => ({
  throwFileSizeLimit: false,
  limits: multipartLimits(maxBytes),
});

/** A body other than a form where only a form is taken (an image upload). */
const notAForm = () => new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Content-Type must be multipart/form-data' });

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', { message, details: [{ path, message }] });

/** What the multipart parser (or busboy under it) threw, as the one error shape. */
function formError(error: unknown): unknown {
  // AppErrors are answers already; a failure of the disk (ENOSPC …) is the server's, not the form's.
  if (error instanceof AppError || (error as { syscall?: string }).syscall) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return invalid('file', FILE_ONE_ONLY);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return invalid('', 'The form has too many fields');
  if (code === 'FST_PROTO_VIOLATION') return invalid('', 'The form has a field that is not allowed');
  // Busboy's own (a boundary missing, the form cut short) carry no status: the request was malformed.
  return invalid('', 'The upload is not a valid multipart/form-data form');
}

/** The form of an image upload (a thumbnail, the logo), as the API document shows it. */
export const imageUploadForm = z.object({ file: uploadedFile('PNG, JPEG, GIF or WebP (judged by its content)') });

export type UploadForm = { upload: Upload; fields: Partial<Record<string, string>> };

/**
 * Reads the form: the file part `file` is received (spooled, counted, typed by content), the text fields named in
 * `fields` are kept, others are ignored. 400 when there is no file or more than one. The caller disposes of the
 * upload (its temporary file) once it is stored.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: { maxBytes: number; accept: readonly FileTypeKey[]; fields: readonly string[] },
): Promise<UploadForm> {
  let upload: Upload | null = null;
  const fields: Partial<Record<string, string>> = {};
  try {
    for await (const part of request.parts({ limits: multipartLimits(options.maxBytes) })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          throw invalid(part.fieldname === 'file' ? 'file' : part.fieldname, FILE_ONE_ONLY);
        }
        upload = await receiveUpload(part.file, {
          name: part.filename ?? '',
          maxBytes: options.maxBytes,
          accept: options.accept,
        });
      } else if (options.fields.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await upload?.dispose();
    throw formError(error);
  }
  if (!upload) throw invalid('file', FILE_REQUIRED);
  return { upload, fields };
}

/**
 * A route that takes one file and nothing else (an image): reads it (415 when the body is no form), runs `work` with
 * it, and removes its temporary copy whatever `work` does.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  options: { maxBytes: number; accept: readonly FileTypeKey[] },
  work: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw notAForm();
  const form = await readUploadForm(request, { ...options, fields: [] });
  try {
    return await work(form.upload);
  } finally {
    await form.upload.dispose();
  }
}
