import { type CvLanguage, monthYear } from './cv.ts';
import type { LanguageLevel } from './profiles.ts';

// The words a CV says itself (headings, level names, dates), in the document's language, whatever the app's: the
// PDF's and the JSON Resume's on the server, and the web's preview of them.

type Words = {
  candidate: string;
  consultant: string;
  summary: string;
  skills: string;
  projects: string;
  courses: string;
  languages: string;
  links: string;
  present: string;
  verified: string;
  verifiedLegend: string;
  completed: string;
  levels: Record<1 | 2 | 3 | 4 | 5, string>;
  languageLevels: Record<LanguageLevel, string>;
  page: (n: number, of: number) => string;
};

const WORDS: Record<CvLanguage, Words> = {
  en: {
    candidate: 'Candidate',
    consultant: 'Consultant',
    summary: 'Summary',
    skills: 'Skills',
    projects: 'Projects',
    courses: 'Completed courses',
    languages: 'Languages',
    links: 'Links',
    present: 'present',
    verified: 'verified',
    verifiedLegend: 'Verified by a course, an assessment, a certificate or a delivered project',
    completed: 'Completed',
    levels: { 5: 'Expert', 4: 'Proficient', 3: 'Competent', 2: 'Novice', 1: 'Beginner' },
    languageLevels: { native: 'Native', fluent: 'Fluent', conversational: 'Conversational', basic: 'Basic' },
    page: (n, of) => `Page ${n} of ${of}`,
  },
  no: {
    candidate: 'Kandidat',
    consultant: 'Konsulent',
    summary: 'Sammendrag',
    skills: 'Kompetanse',
    projects: 'Prosjekter',
    courses: 'Fullførte kurs',
    languages: 'Språk',
    links: 'Lenker',
    present: 'nå',
    verified: 'bekreftet',
    verifiedLegend: 'Bekreftet av et kurs, en prøve, et sertifikat eller et levert prosjekt',
    completed: 'Fullført',
    levels: { 5: 'Ekspert', 4: 'Dyktig', 3: 'Kompetent', 2: 'Grunnleggende', 1: 'Nybegynner' },
    languageLevels: { native: 'Morsmål', fluent: 'Flytende', conversational: 'Samtalenivå', basic: 'Grunnleggende' },
    page: (n, of) => `Side ${n} av ${of}`,
  },
};

export const wordsOf = (language: CvLanguage): Words => WORDS[language];

/** A project's span: "Mar 2024 – Jun 2025", or "Mar 2024 – present" while it goes on. */
export const spanText = (language: CvLanguage, start: string, end: string | null) =>
  `${monthYear(language, start)} – ${end ? monthYear(language, end) : wordsOf(language).present}`;
