import { LANGUAGES, languageOption } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './shell.module.css';

/**
 * A plain native select: keyboard and screen-reader friendly everywhere and nearly free in the
 * first-load bundle. The choice is kept in localStorage `language` (app/languageDetector.ts).
 *
 * It names only the current language until a visitor reaches for it (focus, a pointer or a key, each
 * of which comes before its list can open or its value change; a key covers focus gained before the
 * app ran): the other names are each in their own script, and laying them out made every page's
 * first layout look up the fonts of three more scripts (decision 057).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const current = languageOption(i18n.resolvedLanguage ?? i18n.language).code;
  const languages = listed ? LANGUAGES : LANGUAGES.filter((language) => language.code === current);
  return (
    <select
      className={classes.languageSelect}
      aria-label={t('language')}
      value={current}
      onFocus={list}
      onPointerDown={list}
      onKeyDown={list}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
    >
      {languages.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.name}
        </option>
      ))}
    </select>
  );
}
