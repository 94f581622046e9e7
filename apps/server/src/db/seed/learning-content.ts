import type { CourseStatus } from '@talentpath/contracts/courses';
import type { Motif, PaletteName } from './pictures.ts';

// The shape of the demo courses (learning-courses-*.ts say what they hold; learning.ts loads them).

/** The generated files a material can hold (learning.ts makes each once per run). */
export type DemoFile =
  | 'typescript-cheat-sheet'
  | 'gdpr-summary'
  | 'meeting-checklist'
  | 'docker-reference'
  | 'b-tree-diagram'
  | 'layers-diagram'
  | 'warm-up-clip';

export type DemoMaterial =
  | { kind: 'text'; title: string; body: string }
  | { kind: 'file'; title: string; file: DemoFile }
  | { kind: 'link'; title: string; url: string }
  | { kind: 'video'; title: string; url: string };

export type DemoLesson = { title: string; summary: string; materials: DemoMaterial[] };

export type DemoCourse = {
  title: string;
  description: string;
  /** Minutes. */
  estimatedTime: number;
  /** A category name of seed/catalog.ts; null: none yet (a draft). */
  category: string | null;
  technologies: string[];
  owner: 'coordinator' | 'multi';
  status: CourseStatus;
  /** Absent: no thumbnail (the publish checklist recommends one). */
  thumbnail?: [PaletteName, Motif];
  /** Days before the seed day it was made, published and archived. */
  createdDaysAgo: number;
  publishedDaysAgo?: number;
  archivedDaysAgo?: number;
  lessons: DemoLesson[];
};

export const text = (title: string, body: string): DemoMaterial => ({ kind: 'text', title, body: body.trim() });
export const link = (title: string, url: string): DemoMaterial => ({ kind: 'link', title, url });
export const video = (title: string, url: string): DemoMaterial => ({ kind: 'video', title, url });
export const file = (title: string, demoFile: DemoFile): DemoMaterial => ({ kind: 'file', title, file: demoFile });

/** A code block as the rich-text editor writes it (the HTML special characters escaped). */
export const code = (source: string) =>
  `<pre><code>${source.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre>`;
