import { buffer } from 'node:stream/consumers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvQuoteUnclosed, csvStream, defused, readCsv, undefused, writeCsv } from './csv.ts';

describe('CSV, one way', () => {
  it('reads any line ending, a BOM, quoted line breaks and stray quotes, with the line each record starts on', () => {
    const records = readCsv('\uFEFFa,b\r\n"x\ny",2\n\n,\n3,x"y,5\r7\n');
    expect(records).toEqual([
      { line: 1, values: ['a', 'b'] },
      { line: 2, values: ['x\ny', '2'] },
      { line: 6, values: ['3', 'x"y', '5'] },
      { line: 7, values: ['7'] },
    ]);
  });

  it('names the line where an unclosed quote starts', () => {
    expect(() => readCsv('a,b\n\n"open,2\n3,4')).toThrow(CsvQuoteUnclosed);
    try {
      readCsv('a,b\n\n"open,2\n3,4');
    } catch (error) {
      expect((error as CsvQuoteUnclosed).line).toBe(3);
    }
  });

  it('defuses formula starts, quotes ; and line breaks, and leaves plain numbers alone', () => {
    const text = writeCsv([
      ['h1', 'h2'],
      ['=1+1', 'a;=1'],
      ['-5', '-x'],
      ['"q"', 'l\nb'],
      ['@SUM(A1)', "'=already"],
    ]);
    expect(text).toBe('\uFEFFh1,h2\r\n\'=1+1,"a;=1"\r\n-5,\'-x\r\n"""q""","l\nb"\r\n\'@SUM(A1),\'\'=already\r\n');
  });

  it('reads back what it writes (the defusing quote taken off)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          // A row the file would show blank is left out when read; a defused blank-looking cell (a tab) is not blank.
          const kept = rows.filter((row) => row.some((v) => defused(v).trim() !== ''));
          expect(readCsv(writeCsv(rows)).map((r) => r.values.map(undefused))).toEqual(kept);
        },
      ),
    );
  });

  it('streams the file writeCsv writes, numbers as their digits', async () => {
    const cells = fc.array(fc.oneof(fc.string(), fc.integer()), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), fc.array(cells), async (header, rows) => {
        async function* coming() {
          yield* rows;
        }
        const whole = writeCsv([header, ...rows.map((row) => row.map(String))]);
        // Bytes, not text(): a decoder would take the BOM off.
        expect((await buffer(csvStream(header, coming()))).toString('utf8')).toBe(whole);
      }),
    );
  });
});
