import type { CvDocument, CvLanguage } from '@talentpath/contracts/cv';
import { wordsOf } from '@talentpath/contracts/cv-words';

// A CV as a JSON Resume (https://jsonresume.org/schema, v1.0.0; the API suite validates it against the published
// schema). basics from the header and summary, each assignment a `projects` entry with its role (a consultant's
// work is projects for the one employer, not employers), skills with their level's name and "verified" as a
// keyword, completed courses as `certificates`. Anonymised: no name, e-mail, url, profiles or location.

const SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The JSON Resume object of a CV, its level words in `language`. */
export function toJsonResume(doc: CvDocument, language: CvLanguage) {
  const w = wordsOf(language);
  const site = doc.links[0];
  return {
    $schema: SCHEMA_URL,
    basics: {
      ...(doc.name ? { name: doc.name } : {}),
      label: doc.headline || w.consultant,
      ...(doc.email ? { email: doc.email } : {}),
      ...(site ? { url: site.url } : {}),
      ...(doc.summary ? { summary: doc.summary } : {}),
      ...(doc.location ? { location: { city: doc.location } } : {}),
      ...(site ? { profiles: doc.links.map((l) => ({ network: l.label, url: l.url })) } : {}),
    },
    projects: doc.projects.map((p) => ({
      name: p.project.name,
      roles: [p.role],
      startDate: p.startDate,
      ...(p.endDate ? { endDate: p.endDate } : {}),
    })),
    skills: doc.skills.map((s) => ({
      name: s.technology.name,
      level: w.levels[s.level as 1 | 2 | 3 | 4 | 5],
      keywords: s.verified ? [w.verified] : [],
    })),
    certificates: doc.courses.map((c) => ({ name: c.course.title, date: c.completedAt.slice(0, 10) })),
    languages: doc.languages.map((l) => ({ language: l.language, fluency: w.languageLevels[l.level] })),
    meta: { version: 'v1.0.0', lastModified: new Date().toISOString().slice(0, 19) },
  };
}
