import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** First tab stop of every layout: jumps past the header to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.link} href="#main">
      {t('nav.skipToContent')}
    </a>
  );
}
