import type { z } from 'zod';
import { uploadTitle } from '@talentpath/contracts/lessons';
import { MATERIAL_TITLE_MAX } from '@talentpath/contracts/learning-messages';
import { AppError } from '../../platform/errors.ts';
import { extensionOf } from '../../platform/file-types.ts';

// Input the upload routes read themselves (their body is JSON or a form, so the framework does not validate it):
// answered with the same VALIDATION shape the framework gives (platform/errors.ts).

/** The value parsed by the contract's schema, or VALIDATION naming each field as the framework would. */
export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown, at: string[] = []): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: [...at, ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION', { message: details[0]?.message, details });
}

/**
 * The title of an uploaded file: the form's `title` when one is given (checked by the contract), else the file
 * name without its extension.
 */
export function uploadedTitle(given: string | undefined, fileName: string): string {
  if (given !== undefined && given.trim() !== '') return parseOrFail(uploadTitle, given, ['title']) ?? fileName;
  const extension = extensionOf(fileName);
  const base = extension ? fileName.slice(0, -(extension.length + 1)).trim() : fileName;
  return [...(base || fileName)].slice(0, MATERIAL_TITLE_MAX).join('');
}
