import type { CvDocument, CvLanguage } from '@talentpath/contracts/cv';
import { makeCvPdf } from './cv-pdf.ts';

// Runs in a worker thread (platform/worker-pool.ts, ADR 0047): laying out a CV and subsetting its fonts takes tens
// of milliseconds of CPU, which the event loop should not wait through. Also keeps pdf-lib and fontkit out of the
// server's start-up: they load with the first CV.
export type CvPdfTask = { doc: CvDocument; language: CvLanguage };

export default async function makePdf(task: CvPdfTask): Promise<Uint8Array> {
  return makeCvPdf(task.doc, task.language);
}
