import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Cell, defused, type Rows } from './csv.ts';

// Excel workbooks written one way (ADR 0072): exceljs's streaming writer, one sheet, each row committed as it comes.
// A text cell is defused as in a CSV file (platform/csv.ts): a string is never a formula in the workbook itself, but
// the cell keeps its ' when it is copied out or the sheet is saved again as CSV. Numbers are numeric cells.

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Resolves when the stream has room again or is gone (a reader that went away never drains it). */
const roomOrGone = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * A workbook of one sheet, `header` then `rows`, written while the rows come. exceljs takes every row it is given
 * without waiting for the reader, so the next row is taken only when the stream has room: a slow download holds a
 * few thousand rows in memory, not the file; a reader that goes away ends `rows` (its `return`).
 */
export function xlsxStream(sheetName: string, header: readonly string[], rows: Rows): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  const add = (row: readonly Cell[]) =>
    sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : defused(cell)))).commit();
  void (async () => {
    add(header);
    let added = 0;
    for await (const row of rows) {
      add(row);
      // The zip compresses what exceljs wrote on later turns of the event loop; rows that come without a pause
      // (a chunk read at once) would all be taken before the stream could say it is full.
      if (++added % 100 === 0) await new Promise(setImmediate);
      if (output.writableNeedDrain) await roomOrGone(output);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
