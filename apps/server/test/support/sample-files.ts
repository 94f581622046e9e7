import { crc32 } from 'node:zlib';
import { gradient, makePdf, makePng, makeWebm } from '../../src/db/seed/media.ts';

// Real files for the upload tests, made here: a PDF, PNG and WebM from the demo media generators, small real
// JPEG, GIF and WebP images, office documents as the zip or OLE containers they are, and things that must be
// refused (programs, an SVG with a script, plain text). Each is what its bytes say, whatever its name.

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) =>
        typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part as Uint8Array | number[]),
      ),
    ),
  );

/** A zip of stored (uncompressed) entries, in the order given: what office documents are. */
export function zip(entries: [name: string, content: string][]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const OPEN_XML = 'application/vnd.openxmlformats-officedocument';
const openXml = (folder: string, part: string, mainType: string) =>
  zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${folder}/${part}" ContentType="${OPEN_XML}.${mainType}.main+xml"/></Types>`,
    ],
    [`${folder}/${part}`, '<?xml version="1.0"?><document/>'],
  ]);
const openDocument = (mimeType: string) =>
  zip([
    ['mimetype', mimeType],
    ['content.xml', '<?xml version="1.0"?><office:document-content/>'],
  ]);
/** An OLE compound file header (what .doc, .xls and .ppt are, and MSI installers too). */
const compoundFile = () => bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504).fill(0));

// A 2×2 JPEG (jpeg-js), a 1×1 GIF and a 1×1 lossless WebP.
const JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOkoA//Z';
const GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
const WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

/** An MP4's opening box (`ftyp`, brand isom) and an empty media box: enough for a browser's and file-type's sniffing. */
const mp4 = () => {
  const ftyp = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2');
  return bytes(ftyp, [0, 0, 0, 8], 'free', [0, 0, 0, 16], 'mdat', new Uint8Array(8).fill(1));
};

export type Sample = { name: string; bytes: Uint8Array; mimeType: string };

/** One file of every type ADR 0033 allows, named as such, with the MIME type the server must find in it. */
export async function allowedSamples(): Promise<Sample[]> {
  const pdf = await makePdf({ title: 'Handout', pages: [['A real PDF made by a test.']] });
  const png = makePng({ width: 16, height: 16, paint: gradient([10, 20, 200], [250, 200, 10]) });
  const webm = await makeWebm({ width: 32, height: 32, frames: 3, paint: gradient([0, 0, 0], [255, 255, 255]) });
  const doc = 'application/vnd.openxmlformats-officedocument';
  const odf = 'application/vnd.oasis.opendocument';
  return [
    { name: 'handout.pdf', bytes: pdf, mimeType: 'application/pdf' },
    { name: 'diagram.png', bytes: png, mimeType: 'image/png' },
    { name: 'photo.jpg', bytes: base64(JPEG), mimeType: 'image/jpeg' },
    { name: 'photo.jpeg', bytes: base64(JPEG), mimeType: 'image/jpeg' },
    { name: 'spinner.gif', bytes: base64(GIF), mimeType: 'image/gif' },
    { name: 'picture.webp', bytes: base64(WEBP), mimeType: 'image/webp' },
    { name: 'clip.mp4', bytes: mp4(), mimeType: 'video/mp4' },
    { name: 'clip.webm', bytes: webm, mimeType: 'video/webm' },
    {
      name: 'notes.docx',
      bytes: openXml('word', 'document.xml', 'wordprocessingml.document'),
      mimeType: `${doc}.wordprocessingml.document`,
    },
    {
      name: 'sheet.xlsx',
      bytes: openXml('xl', 'workbook.xml', 'spreadsheetml.sheet'),
      mimeType: `${doc}.spreadsheetml.sheet`,
    },
    {
      name: 'slides.pptx',
      bytes: openXml('ppt', 'presentation.xml', 'presentationml.presentation'),
      mimeType: `${doc}.presentationml.presentation`,
    },
    { name: 'notes.odt', bytes: openDocument(`${odf}.text`), mimeType: `${odf}.text` },
    { name: 'sheet.ods', bytes: openDocument(`${odf}.spreadsheet`), mimeType: `${odf}.spreadsheet` },
    { name: 'slides.odp', bytes: openDocument(`${odf}.presentation`), mimeType: `${odf}.presentation` },
    { name: 'old.doc', bytes: compoundFile(), mimeType: 'application/msword' },
    { name: 'old.xls', bytes: compoundFile(), mimeType: 'application/vnd.ms-excel' },
    { name: 'old.ppt', bytes: compoundFile(), mimeType: 'application/vnd.ms-powerpoint' },
  ];
}

/** Files that are refused, with the code they are refused with. */
export async function refusedSamples(): Promise<{ name: string; bytes: Uint8Array; code: string }[]> {
  const pdf = await makePdf({ title: 'Disguised', pages: [['A PDF with a picture’s name.']] });
  const png = makePng({ width: 4, height: 4, paint: gradient([0, 0, 0], [255, 0, 0]) });
  const elf = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Uint8Array(56).fill(0));
  const exe = bytes('MZ', new Uint8Array(58).fill(0), [0x40, 0, 0, 0], 'PE\0\0', new Uint8Array(64).fill(0));
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
  return [
    { name: 'picture.pdf', bytes: png, code: 'FILE_CONTENT_MISMATCH' },
    { name: 'handout.png', bytes: pdf, code: 'FILE_CONTENT_MISMATCH' },
    { name: 'installer.docx', bytes: exe, code: 'FILE_CONTENT_MISMATCH' },
    { name: 'handout.exe', bytes: pdf, code: 'FILE_CONTENT_MISMATCH' },
    { name: 'installer.msi', bytes: compoundFile(), code: 'FILE_TYPE_NOT_ALLOWED' },
    { name: 'tool', bytes: elf, code: 'FILE_TYPE_NOT_ALLOWED' },
    { name: 'setup.exe', bytes: exe, code: 'FILE_TYPE_NOT_ALLOWED' },
    { name: 'logo.svg', bytes: bytes(svg), code: 'FILE_TYPE_NOT_ALLOWED' },
    { name: 'notes.txt', bytes: bytes('Just some text.\n'), code: 'FILE_TYPE_NOT_ALLOWED' },
    { name: 'page.html', bytes: bytes('<!doctype html><script>alert(1)</script>'), code: 'FILE_TYPE_NOT_ALLOWED' },
  ];
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; file: Sample | { name: string; bytes: Uint8Array } })[],
) {
  const boundary = `----talentpath-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\n` +
            // What the browser claims is ignored by the server: always the same here.
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        Buffer.from(part.file.bytes),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Injector = {
  app: {
    inject: (
      options: object,
    ) => Promise<{ statusCode: number; json: () => any; body: string; headers: Record<string, unknown> }>;
  };
};

/** POSTs a file (and text fields) to a lesson as multipart/form-data. */
export function uploadTo(
  t: Injector,
  lessonId: string,
  file: { name: string; bytes: Uint8Array },
  headers: Record<string, string>,
  fields: Record<string, string> = {},
) {
  const form = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', file },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/materials`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}
