import { Container, Stack, Title } from '@mantine/core';
import { breadcrumbJsonLd } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { TestimonyGrid } from './TestimonyGrid.tsx';

export default function TestimoniesPage() {
  const { t } = useTranslation('blog');
  return (
    <Container size="lg" py="xl">
      <Seo
        title={t('tabs.testimonies')}
        description={t('testimoniesDescription')}
        jsonLd={[breadcrumbJsonLd(siteOrigin(), [{ name: 'Testimonies', path: '/testimonies' }])]}
      />
      <Stack>
        <Title order={1}>{t('tabs.testimonies')}</Title>
        <TestimonyGrid showPagination />
      </Stack>
    </Container>
  );
}
