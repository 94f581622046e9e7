import { describe, expect, it } from 'vitest';
import { materialInput, videoEmbed, webAddress } from './lessons.ts';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=5', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
  ])('%s plays as %s', (address, embedUrl) => {
    expect(videoEmbed(address)?.embedUrl).toBe(embedUrl);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabc',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ"><script>',
  ])('%s is not an embeddable video', (address) => {
    expect(videoEmbed(address)).toBeNull();
  });
});

describe('webAddress', () => {
  it('takes absolute http(s) addresses with a dotted host', () => {
    for (const ok of ['https://example.com', 'http://docs.example.org/a/b?c=d#e', 'https://example.com:8443/x'])
      expect(webAddress.safeParse(ok).success, ok).toBe(true);
  });
  it('refuses other schemes, user names, spaces and bare hosts', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user@evil.com',
      'https://a b.com',
      'https://localhost',
      '//example.com',
      '',
    ])
      expect(webAddress.safeParse(bad).success, bad).toBe(false);
  });
});

describe('materialInput', () => {
  it('refuses a text with no words and an unknown kind', () => {
    expect(materialInput.safeParse({ kind: 'text', title: 'T', body: '<p> </p>' }).success).toBe(false);
    expect(materialInput.safeParse({ kind: 'file', title: 'T' }).success).toBe(false);
    expect(materialInput.safeParse({ kind: 'text', title: 'T', body: '<p>Hi</p>' }).success).toBe(true);
  });
});
