import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Seo } from '../../ui/Seo.tsx';

/** Where the payment provider sends a customer who did not pay; Try Again goes back one step. */
export default function PaymentCancelPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <Seo title={t('cancel.title')} description={t('cancel.text')} noindex />
      <Stack align="center" ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <IconCircleX size={48} />
        </ThemeIcon>
        <Title order={1}>{t('cancel.title')}</Title>
        <Text>{t('cancel.text')}</Text>
        <Group justify="center" mt="md">
          <Button onClick={() => navigate(-1)}>{t('cancel.tryAgain')}</Button>
          <Button component={Link} to="/contact" variant="default">
            {t('result.support')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
