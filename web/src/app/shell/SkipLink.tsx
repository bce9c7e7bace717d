import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

export const SKIP_LINK_ID = 'skip-link';

/** The first focusable element after the consent banner: lets keyboard users jump past the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a id={SKIP_LINK_ID} className={classes.skipLink} href="#main">
      {t('skipToContent')}
    </a>
  );
}
