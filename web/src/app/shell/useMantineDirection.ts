import { useDirection } from '@mantine/core';
import { languageOption } from '@storysong/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Mantine reads the direction once at start; keep it in step when the visitor switches language. */
export function useMantineDirection() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => setDirection(languageOption(language).dir), [language, setDirection]);
}
