import { describe, expect, it } from 'vitest';
import { THUMBNAIL_ACCEPT, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@talentpath/contracts/learning-messages';
import { acceptOf, refusal } from './upload-rules';

describe('what is refused before sending', () => {
  it('a file over the limit, whatever its type', () => {
    expect(refusal({ name: 'talk.mp4', size: UPLOAD_MAX_BYTES + 1 }, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES)).toBe('tooLarge');
    expect(refusal({ name: 'talk.mp4', size: UPLOAD_MAX_BYTES }, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES)).toBeNull();
  });

  it('an empty file, and a name whose extension is not offered (any case)', () => {
    expect(refusal({ name: 'notes.pdf', size: 0 }, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES)).toBe('empty');
    expect(refusal({ name: 'setup.exe', size: 10 }, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES)).toBe('typeNotAllowed');
    expect(refusal({ name: 'drawing.svg', size: 10 }, THUMBNAIL_ACCEPT, UPLOAD_MAX_BYTES)).toBe('typeNotAllowed');
    expect(refusal({ name: 'SLIDES.PPTX', size: 10 }, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES)).toBeNull();
  });

  it('leaves the content to the server: a PNG named .pdf passes here', () => {
    expect(refusal({ name: 'diagram.pdf', size: 68 }, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES)).toBeNull();
  });
});

describe('the picker’s filter', () => {
  it('gives every offered extension a MIME type, extensions of one type together', () => {
    const accept = acceptOf(UPLOAD_ACCEPT);
    expect(accept['image/jpeg']).toEqual(['.jpg', '.jpeg']);
    expect(accept['application/pdf']).toEqual(['.pdf']);
    expect(Object.values(accept).flat().sort()).toEqual(UPLOAD_ACCEPT.split(',').sort());
    expect(accept['application/octet-stream']).toBeUndefined();
  });
});
