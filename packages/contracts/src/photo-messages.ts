// The profile photo (issue 24, ADR 0061), in a module without zod: the web app checks a chosen file's size against
// the same limit and translates the server's message without loading the schemas.

/** The largest picture taken, in bytes (5 MiB): a phone's photo fits; the server keeps only a small square of it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The side of the square every photo is made into on the server, in pixels. */
export const PHOTO_SIZE = 256;
export const PHOTO_UNREADABLE = 'The picture could not be read: choose a JPEG, PNG or WebP image';
export const PHOTO_NOT_FOUND = 'Photo not found';
