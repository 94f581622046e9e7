import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Certificate } from '@talentpath/contracts/certificates';
import { formatDate, formatDay } from '../../../lib/format-date-time';
import { verifyLink, verifyPath } from '../certificate-links';
import classes from './certificate.module.css';

/**
 * The certificate as one: a framed, centered sheet with its holder, the course, the issuer, the dates and how to
 * verify it (the code and the public address). Printing the page prints only the sheet.
 */
export function CertificateSheet({ certificate: c }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const link = verifyLink(c.code);
  return (
    <section className={classes.sheet} aria-labelledby="certificate-sheet-title" data-certificate-sheet>
      <div className={classes.frame}>
        <h2 id="certificate-sheet-title" className={classes.title}>
          {t('sheet.title')}
        </h2>
        <p className={classes.muted}>{t('sheet.certifies')}</p>
        <p className={classes.holder}>{c.holder.name}</p>
        <p className={classes.muted}>{t('sheet.hasCompleted')}</p>
        <p className={classes.course}>{c.course.title}</p>
        <p className={classes.muted}>{t('sheet.issuedBy', { issuer: c.issuer })}</p>
        <dl className={classes.facts}>
          <div>
            <dt>{t('sheet.issued')}</dt>
            <dd>{formatDate(c.issuedAt, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('sheet.expires')}</dt>
            <dd>{c.expiresOn ? formatDay(c.expiresOn, i18n.language) : t('dates.noExpiry')}</dd>
          </div>
          <div>
            <dt>{t('sheet.code')}</dt>
            <dd className={classes.code}>{c.code}</dd>
          </div>
          <div>
            <dt>{t('sheet.verifyAt')}</dt>
            <dd>
              <Anchor component={Link} to={verifyPath(c.code)} className={classes.link}>
                {link}
              </Anchor>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
