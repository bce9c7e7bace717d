import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';
import { useOnline } from './useOnline.ts';

/**
 * Shown while offline; the shell always renders it and it reads the connection state itself.
 * Bundled with the shell, never lazy: a lazy chunk cannot be fetched at the very moment it is needed.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className={classes.offlineNotice} role="status">
      <strong>{t('offline.title')}</strong> {t('offline.text')}
    </div>
  );
}
