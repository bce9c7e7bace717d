import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/**
 * Shown by the shell while offline. Bundled with the shell, never lazy: a lazy chunk cannot be
 * fetched at the very moment it is needed.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div className={classes.offlineNotice} role="status">
      <strong>{t('offline.title')}</strong> {t('offline.text')}
    </div>
  );
}
