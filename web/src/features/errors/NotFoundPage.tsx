import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Seo } from '../../ui/Seo.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <Container size="sm" py={64}>
      <Seo title={t('notFound.title')} description={t('notFound.text')} path={null} noindex />
      <Stack align="center" ta="center">
        <Text fz={72} fw={800} c="brand.6" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/" size="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
