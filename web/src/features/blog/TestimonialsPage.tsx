import { Container, Stack, Title } from '@mantine/core';
import { breadcrumbJsonLd } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { TestimonialGrid } from './TestimonialGrid.tsx';

export default function TestimonialsPage() {
  const { t } = useTranslation('blog');
  return (
    <Container size="lg" py="xl">
      <Seo
        title={t('tabs.testimonials')}
        description={t('testimonialsDescription')}
        jsonLd={[breadcrumbJsonLd(siteOrigin(), [{ name: 'Testimonies', path: '/testimonies' }])]}
      />
      <Stack>
        <Title order={1}>{t('tabs.testimonials')}</Title>
        <TestimonialGrid showPagination />
      </Stack>
    </Container>
  );
}
