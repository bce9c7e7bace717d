import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={classes.skipLink} href="#main">
      {t('skipToContent')}
    </a>
  );
}
