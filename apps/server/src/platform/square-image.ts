import sharp from 'sharp';
import { PHOTO_UNREADABLE } from '@talentpath/contracts/photo-messages';
import { AppError } from './errors.ts';
import type { FileTypeKey } from './file-types.ts';

// A square picture as it is kept — a profile photo (ADR 0061), a badge's or a reward's image (ADR 0066): whatever
// was uploaded, decoded by sharp (libvips) and made into a small square WebP without any of the original's metadata
// (no place, camera or date leaves the server).

/** What a picture may be, judged by its bytes (file-types.ts) before it is decoded here. */
export const PHOTO_FILE_TYPES: readonly FileTypeKey[] = ['png', 'jpg', 'webp'];
export const PHOTO_MIME_TYPE = 'image/webp';
/** The formats sharp must find when it decodes the picture (what PHOTO_FILE_TYPES are). */
const DECODED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Larger pictures are refused before they are decoded: a few bytes of PNG can claim a billion pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

const unreadable = () =>
  new AppError('VALIDATION', { message: PHOTO_UNREADABLE, details: [{ path: 'file', message: PHOTO_UNREADABLE }] });

/**
 * The stored picture made of the one at `path`: turned upright (EXIF orientation), cut to the centre square and
 * scaled to `size` pixels, as WebP with no metadata. 400 when the bytes do not decode as a PNG, JPEG or WebP.
 */
export async function squarePhoto(path: string, size: number): Promise<Uint8Array> {
  try {
    const image = sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!DECODED_FORMATS.has(format ?? '')) throw unreadable();
    const square = await image
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(square.buffer, square.byteOffset, square.byteLength);
  } catch {
    throw unreadable();
  }
}

/** What a fitted picture may be decoded from: the photo formats, and GIF (the organisation's logo may be one). */
const FITTED_FORMATS = new Set([...DECODED_FORMATS, 'gif']);
export const FITTED_MIME_TYPE = 'image/png';

/**
 * A picture kept in its own proportions (a certificate's signature or logo, ADR 0067): turned upright, made no
 * larger than `maxWidth` × `maxHeight` pixels (never enlarged), as PNG — transparency kept — with no metadata.
 * From a file (`path`, an upload) or bytes (a stored image). 400 when it does not decode as PNG, JPEG, WebP or GIF.
 */
export async function fitPicture(input: string | Buffer, maxWidth: number, maxHeight: number): Promise<Uint8Array> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!FITTED_FORMATS.has(format ?? '')) throw unreadable();
    const fitted = await image
      .rotate()
      .resize(maxWidth, maxHeight, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return new Uint8Array(fitted.buffer, fitted.byteOffset, fitted.byteLength);
  } catch {
    throw unreadable();
  }
}
