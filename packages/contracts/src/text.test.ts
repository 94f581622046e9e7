import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPlainText } from './text.ts';
import { contactMessageInput, MESSAGE_NOT_ALLOWED, NAME_NOT_ALLOWED, SUBJECT_NOT_ALLOWED } from './contact.ts';

const C0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i));
const LINE_BREAKS = ['\n', '\r'];

describe('isPlainText', () => {
  it('refuses every C0 control but TAB, LF and CR in multi-line text, and LF and CR too in single-line text', () => {
    for (const c of C0) {
      const line = c === '\t';
      expect(isPlainText(`a${c}b`, 'multi'), `U+${c.charCodeAt(0).toString(16)}`).toBe(line || LINE_BREAKS.includes(c));
      expect(isPlainText(`a${c}b`, 'single'), `U+${c.charCodeAt(0).toString(16)}`).toBe(line);
    }
  });

  it('refuses DEL and a lone surrogate of either half, anywhere; keeps pairs, accents and emoji', () => {
    for (const bad of ['\u007f', '\ud800', '\udfff', 'x\ud83d', '\ude00x', '\ude00\ud83d']) {
      expect(isPlainText(bad, 'multi'), JSON.stringify(bad)).toBe(false);
      expect(isPlainText(bad, 'single'), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['Ærlig talt, Øystein på Åsen', '😀 👩‍💻', 'Ω≈ç√∫ 中文 العربية', '\u0080\u00a0\u2028', '']) {
      expect(isPlainText(good, 'single'), good).toBe(true);
    }
  });

  it('agrees with a character-by-character definition on arbitrary strings', () => {
    const allowed = (value: string, lines: 'single' | 'multi') =>
      [...value].every((ch) => {
        const code = ch.codePointAt(0)!;
        if (code >= 0xd800 && code <= 0xdfff) return false;
        if (code === 0x7f) return false;
        if (code >= 0x20) return true;
        return ch === '\t' || (lines === 'multi' && (ch === '\n' || ch === '\r'));
      });
    const anyString = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
    );
    fc.assert(
      fc.property(anyString, fc.constantFrom('single' as const, 'multi' as const), (value, lines) => {
        expect(isPlainText(value, lines)).toBe(allowed(value, lines));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the contact form refuses control characters with its own messages', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Hello there, support!' };
  const issues = (input: Record<string, string>) => {
    const result = contactMessageInput.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('in each field, for NUL, a control, DEL and a lone surrogate', () => {
    for (const bad of ['\u0000', '\u0001', '\u007f', '\ud800']) {
      expect(issues({ ...valid, name: `Ada${bad}` })).toEqual([{ path: 'name', message: NAME_NOT_ALLOWED }]);
      expect(issues({ ...valid, subject: `Hi${bad}` })).toEqual([{ path: 'subject', message: SUBJECT_NOT_ALLOWED }]);
      expect(issues({ ...valid, message: `Hello there${bad}!` })).toEqual([
        { path: 'message', message: MESSAGE_NOT_ALLOWED },
      ]);
      expect(issues({ ...valid, email: `ada${bad}@example.com` })).toEqual([
        { path: 'email', message: 'Please enter a valid email address' },
      ]);
    }
  });

  it('keeps line breaks and tabs in the message and the subject, and refuses a line break in the name', () => {
    expect(issues({ ...valid, message: 'Line one\r\nLine two\tindented', subject: 'First\r\nSecond' })).toEqual([]);
    expect(issues({ ...valid, name: 'Ada\tLovelace' })).toEqual([]);
    expect(issues({ ...valid, name: 'Ada\nBcc: x@example.com' })).toEqual([
      { path: 'name', message: NAME_NOT_ALLOWED },
    ]);
    // leading and trailing line breaks are trimmed away first, as before
    expect(issues({ ...valid, name: '\r\n Ada \n' })).toEqual([]);
  });
});
