import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A sentence whose `<terms>…</terms>` words link to the Terms & Privacy page, opened in a new tab so
 * that a form half filled in stays as it is. Not `<link>`: Trans's HTML parser gives a void element no words.
 */
export function TermsLinked({ t, i18nKey }: { t: TFunction; i18nKey: string }) {
  return <Trans t={t} i18nKey={i18nKey} components={{ terms: <Anchor component={Link} to="/terms" target="_blank" /> }} />;
}
