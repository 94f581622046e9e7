import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CvDocument, type CvLanguage, monthYear } from '@talentpath/contracts/cv';
import { spanText, wordsOf } from '@talentpath/contracts/cv-words';
import classes from './cv.module.css';

const LEVELS = [5, 4, 3, 2, 1] as const;

/**
 * The CV on screen as its PDF has it (the same document, the same words in its language): what is printed. Its
 * language is the document's, whatever the app's.
 */
export function CvPreview({ doc, language, label }: { doc: CvDocument; language: CvLanguage; label: string }) {
  const w = wordsOf(language);
  const contact = [doc.location, doc.email].filter(Boolean).join(' · ');
  return (
    <article className={classes.sheet} lang={language === 'no' ? 'nb' : 'en'} aria-label={label} data-cv-sheet>
      <h2 className={classes.name}>{doc.name ?? w.candidate}</h2>
      <p className={classes.headline}>{doc.headline || w.consultant}</p>
      {contact && <p className={classes.contact}>{contact}</p>}
      {doc.summary && (
        <Part title={w.summary}>
          <p className={classes.summary}>{doc.summary}</p>
        </Part>
      )}
      {doc.skills.length > 0 && (
        <Part title={w.skills}>
          <dl className={classes.levels}>
            {LEVELS.filter((l) => doc.skills.some((s) => s.level === l)).map((level) => (
              <div key={level} style={{ display: 'contents' }}>
                <dt>{w.levels[level]}</dt>
                <dd>
                  <ul className={classes.skills}>
                    {doc.skills
                      .filter((s) => s.level === level)
                      .map((s) => (
                        <li key={s.technology.id}>
                          {s.technology.name}
                          {s.verified && (
                            <IconCheck size={14} stroke={2.5} className={classes.tick} aria-label={w.verified} />
                          )}
                        </li>
                      ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
          {doc.skills.some((s) => s.verified) && (
            <p className={classes.muted}>
              <IconCheck size={12} stroke={2.5} className={classes.tick} aria-hidden /> {w.verifiedLegend}
            </p>
          )}
        </Part>
      )}
      {doc.projects.length > 0 && (
        <Part title={w.projects}>
          <ul className={classes.rows}>
            {doc.projects.map((p) => (
              <li key={p.project.id} className={classes.row}>
                <span>
                  <strong>{p.project.name}</strong>
                  <br />
                  <span className={classes.muted}>{p.role}</span>
                </span>
                <span className={classes.muted}>{spanText(language, p.startDate, p.endDate)}</span>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {doc.courses.length > 0 && (
        <Part title={w.courses}>
          <ul className={classes.rows}>
            {doc.courses.map((c) => (
              <li key={c.course.id} className={classes.row}>
                <span>{c.course.title}</span>
                <span className={classes.muted}>{monthYear(language, c.completedAt)}</span>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {doc.languages.length > 0 && (
        <Part title={w.languages}>
          <ul className={classes.rows}>
            {doc.languages.map((l) => (
              <li key={l.language} className={classes.row}>
                <span>{l.language}</span>
                <span className={classes.muted}>{w.languageLevels[l.level]}</span>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {doc.links.length > 0 && (
        <Part title={w.links}>
          <ul className={classes.rows}>
            {doc.links.map((l) => (
              <li key={l.url}>
                <strong>{l.label}</strong>
                <br />
                <span className={`${classes.muted} ${classes.url}`}>{l.url}</span>
              </li>
            ))}
          </ul>
        </Part>
      )}
    </article>
  );
}

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <h3 className={classes.heading}>{title}</h3>
    {children}
  </section>
);
