import { currentLanguage } from '../../../../lib/i18n';

// The types a picker offers, by extension (contracts' UPLOAD_ACCEPT / THUMBNAIL_ACCEPT); the server checks the
// content itself (ADR 0033). The picker needs MIME types for its filter, so each extension gets its own.
const MIME_OF: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
};

const extensions = (accept: string) => accept.split(',').map((e) => e.trim().toLowerCase());

/** A Dropzone `accept` (MIME type → extensions) of an extension list like '.pdf,.png'. */
export function acceptOf(accept: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const extension of extensions(accept)) {
    const mime = MIME_OF[extension] ?? 'application/octet-stream';
    result[mime] = [...(result[mime] ?? []), extension];
  }
  return result;
}

export type Refusal = 'tooLarge' | 'typeNotAllowed' | 'empty';

/**
 * Why a file would be refused before it is sent: larger than the limit, empty, or a name whose extension is not
 * offered. What the name says is only a first check: the server reads the content.
 */
export function refusal(file: { name: string; size: number }, accept: string, maxBytes: number): Refusal | null {
  if (file.size > maxBytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  const name = file.name.toLowerCase();
  if (!extensions(accept).some((extension) => name.endsWith(extension))) return 'typeNotAllowed';
  return null;
}

/** A byte limit in whole megabytes as the language writes it ("100 MB"). */
export const formatMegabytes = (bytes: number, language = currentLanguage()) =>
  new Intl.NumberFormat(language === 'no' ? 'nb-NO' : 'en-US', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 0,
  }).format(bytes / (1024 * 1024));
