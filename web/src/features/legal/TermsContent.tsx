import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';
import { PRIVACY_SECTIONS, TERMS_FACTS, TERMS_SECTIONS } from './terms.ts';

interface TermsContentProps {
  /** Level of the two part headings; section headings go one below. */
  headingLevel: 2 | 3;
}

/** Terms and Conditions plus Privacy Policy: the terms page and the consent modal both show this. */
export function TermsContent({ headingLevel }: TermsContentProps) {
  const { t, i18n } = useTranslation('legal');
  const sectionLevel = (headingLevel + 1) as TitleOrder;
  const values = { ...TERMS_FACTS, effectiveDate: formatDate(TERMS_FACTS.effectiveDate, i18n.resolvedLanguage ?? 'en') };
  const part = (name: 'terms' | 'privacy', sections: readonly string[]) => (
    <Stack gap="sm" component="section" aria-labelledby={`legal-${name}`}>
      <Title order={headingLevel} id={`legal-${name}`}>
        {t(`${name}.title`)}
      </Title>
      {sections.map((section) => (
        <div key={section}>
          <Title order={sectionLevel} size="h4" mb={4}>
            {t(`${name}.${section}.title`)}
          </Title>
          <Text>{t(`${name}.${section}.text`, values)}</Text>
        </div>
      ))}
    </Stack>
  );
  return (
    <Stack gap="xl">
      <Text fw={600}>{t('effective', values)}</Text>
      {part('terms', TERMS_SECTIONS)}
      {part('privacy', PRIVACY_SECTIONS)}
    </Stack>
  );
}
