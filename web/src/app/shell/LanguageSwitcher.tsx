import { LANGUAGES, languageOption } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/**
 * A plain native select: keyboard and screen-reader friendly everywhere and nearly free in the
 * first-load bundle. The choice is kept in localStorage `language` (app/languageDetector.ts).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className={classes.languageSelect}
      aria-label={t('language')}
      value={languageOption(i18n.resolvedLanguage ?? i18n.language).code}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
    >
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </select>
  );
}
