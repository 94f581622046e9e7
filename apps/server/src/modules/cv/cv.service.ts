import { today } from '@talentpath/contracts/calendar-days';
import { type CvProject, type CvRequest, type CvSource, composeCv, cvFileName } from '@talentpath/contracts/cv';
import type { WorkEntry } from '@talentpath/contracts/profiles';
import type { Platform } from '../../platform/context.ts';
import type { Caller } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { atMost } from '../../platform/turns.ts';
import { createWorkerPool } from '../../platform/worker-pool.ts';
import { completedCourses } from '../enrolments/enrolments.public.ts';
import { readProfile } from '../profiles/profiles.public.ts';
import { personSkills } from '../skills/skills.public.ts';
import { personWork } from '../staffing/staffing.public.ts';
import { findUser } from '../users/users.public.ts';
import type { CvPdfTask } from './cv-pdf.worker.ts';
import { assertMayMakeCv } from './cv.policy.ts';
import { toJsonResume } from './json-resume.ts';

// The CV (issue 24, ADR 0063): the person's profile, skills, courses and work read through their own modules, each
// as the caller may see it (a part hidden from the caller is left out, never refused), then narrowed to the choice
// and written as a PDF (in a worker thread) or a JSON Resume.

/** PDFs being made at once beyond the threads' own: one more is refused with 503 SERVER_BUSY. */
const PDF_QUEUE_LIMIT = 20;

/** What CVs share in a process: the threads that make PDFs. */
export function cvPdfMaker(p: Platform) {
  const pool = createWorkerPool<CvPdfTask, Uint8Array>({
    source: new URL('./cv-pdf.worker.ts', import.meta.url),
    log: p.log,
  });
  const busy = () => new AppError('SERVER_BUSY', { headers: { 'retry-after': '2' } });
  const admit = atMost(pool.threads + PDF_QUEUE_LIMIT, busy);
  return { make: (task: CvPdfTask) => admit(() => pool.run(task)), close: pool.close };
}
export type CvPdfMaker = ReturnType<typeof cvPdfMaker>;

const byLevel = (a: { level: number; technology: { name: string } }, b: typeof a) =>
  b.level - a.level || a.technology.name.localeCompare(b.technology.name);

/** GET /cv/{personId}: what may go into the person's CV, as the caller may see it. */
export async function readCvSource(p: Platform, caller: Caller, personId: string): Promise<CvSource> {
  assertMayMakeCv(caller, personId);
  const profile = await readProfile(p, caller, personId); // 404 when the caller may not see the person
  const [user, skills, work, courses] = await Promise.all([
    profile.about ? findUser(p.db, personId) : undefined,
    profile.skillsVisible ? personSkills(p, caller, personId) : undefined,
    profile.workVisible ? personWork(p, caller, personId) : undefined,
    profile.learningVisible ? completedCourses(p, caller, personId) : undefined,
  ]);
  const entry = (w: WorkEntry, endDate: string | null): CvProject => ({
    project: { id: w.project.id, name: w.project.name },
    role: w.role.name,
    startDate: w.startDate,
    endDate,
  });
  const projects = work && [...work.current.map((w) => entry(w, null)), ...work.past.map((w) => entry(w, w.deadline))];
  return {
    person: { id: profile.person.id, name: profile.person.name },
    about: profile.about && {
      headline: profile.about.headline,
      location: profile.about.location,
      email: user?.email ?? '',
      bio: profile.about.bio,
      languages: profile.about.languages,
      links: profile.about.links,
    },
    skills: skills
      ? skills.items
          .filter((s) => s.level !== null)
          .map((s) => ({ technology: s.technology, level: s.level!, verified: s.from?.basis === 'evidence' }))
          .sort(byLevel)
      : null,
    projects: projects?.sort((a, b) => b.startDate.localeCompare(a.startDate)) ?? null,
    courses: courses?.items ?? null,
  };
}

export type CvFile = { fileName: string; contentType: string; body: Buffer | string };

/** POST /cv: the CV as a file, of the caller's own or (managers) another person's profile. */
export async function makeCv(p: Platform, pdfs: CvPdfMaker, caller: Caller, request: CvRequest): Promise<CvFile> {
  const source = await readCvSource(p, caller, request.personId ?? caller.userId);
  const doc = composeCv(source, request);
  const fileName = cvFileName(doc, request.format, today());
  if (request.format === 'json-resume')
    return {
      fileName,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(toJsonResume(doc, request.language), null, 2),
    };
  const bytes = await pdfs.make({ doc, language: request.language });
  return { fileName, contentType: 'application/pdf', body: Buffer.from(bytes) };
}
