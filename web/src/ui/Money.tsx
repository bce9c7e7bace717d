import { formatPounds, languageOption } from '@storysong/core';
import { useTranslation } from 'react-i18next';

/**
 * A price shown on its own (a card, the payment dialog): the one formatter, in a <bdi> so it
 * keeps its own direction in an Arabic page.
 */
export function Money({ pence, fractionDigits }: { pence: number; fractionDigits?: number }) {
  const { i18n } = useTranslation();
  return <bdi>{formatPounds(pence, languageOption(i18n.language).dateLocale, fractionDigits)}</bdi>;
}
