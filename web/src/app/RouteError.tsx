import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import classes from './shell/shell.module.css';

/**
 * What a visitor sees when a page fails to render or its code cannot be fetched (typically a
 * lost connection or a new deployment): a plain explanation and a way to try again.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error) console.warn('route error', error);
  return (
    <div className={classes.routeError} role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
