import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvStream, type Rows } from './csv.ts';
import { XLSX_CONTENT_TYPE, xlsxStream } from './xlsx.ts';

describe('Excel workbooks, one way', () => {
  it('one sheet: the header, then the rows; text defused as in CSV, numbers as numeric cells', async () => {
    const bytes = await buffer(
      xlsxStream(
        'People',
        ['Name', 'Days'],
        [
          ['=HYPERLINK("http://evil")', 3],
          ['@SUM(1)', -2],
          ['Åse Ødegård', 2.5],
        ],
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('People')!;
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Name', 'Days'],
      [`'=HYPERLINK("http://evil")`, 3],
      [`'@SUM(1)`, -2],
      ['Åse Ødegård', 2.5],
    ]);
    expect(XLSX_CONTENT_TYPE).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('a streamed export (CSV or a workbook) and its reader', () => {
  /** A million rows that count how many were taken and tell when they were ended. */
  function counted() {
    const seen = { taken: 0, ended: false };
    async function* rows() {
      try {
        for (let i = 0; i < 1_000_000; i++) {
          seen.taken += 1;
          yield [`row ${i}, a line of text as long as a name and an e-mail address`, i];
        }
      } finally {
        seen.ended = true;
      }
    }
    return { seen, rows: rows() };
  }
  const writers: [string, (rows: Rows) => Readable][] = [
    ['csv', (rows) => csvStream(['Text', 'Number'], rows)],
    ['xlsx', (rows) => xlsxStream('Sheet', ['Text', 'Number'], rows)],
  ];

  for (const [format, write] of writers)
    it(`${format}: takes rows only as the reader makes room; a reader that goes away ends them`, async () => {
      const { seen, rows } = counted();
      const stream = write(rows);
      // Nobody reads: the writer stops after what the buffers hold (unchecked, it took every row in this time).
      await sleep(300);
      expect(seen.taken).toBeGreaterThan(0);
      expect(seen.taken).toBeLessThan(20_000);
      stream.destroy();
      await sleep(50);
      expect(seen.ended).toBe(true);
    });
});
