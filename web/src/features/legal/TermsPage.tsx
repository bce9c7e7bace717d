import { Anchor, Card, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconArrowLeft } from '../../ui/icons/IconArrowLeft.ts';
import rtl from '../../ui/rtl.module.css';
import { Seo } from '../../ui/Seo.tsx';
import { TermsContent } from './TermsContent.tsx';

/** Terms and Privacy: not indexed (spec), with a way back. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  return (
    <Container size="md" py="xl">
      <Seo title={t('pageTitle')} description={t('description')} noindex />
      <Card shadow="md" radius="lg" padding="xl" withBorder>
        <Stack gap="lg">
          <Anchor component={Link} to="/" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <IconArrowLeft size={16} aria-hidden className={rtl.flip} />
            {t('back')}
          </Anchor>
          <Title order={1}>{t('pageTitle')}</Title>
          <TermsContent headingLevel={2} />
        </Stack>
      </Card>
    </Container>
  );
}
