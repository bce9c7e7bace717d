import { Alert, Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { orderPagePath } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { IconAlertCircle } from '../../ui/icons/IconAlertCircle.ts';
import { IconCircleX } from '../../ui/icons/IconCircleX.ts';
import { Seo } from '../../ui/Seo.tsx';
import { invoiceUrlFor } from './checkout.ts';
import { useReturningLink } from './orderLink.ts';
import { usePaymentRedirect } from './usePaymentRedirect.ts';

/**
 * Where the payment provider sends a customer who did not pay. Try Again goes back one step to
 * the checkout: the server hands back the order's open session (the very page they left), or a
 * fresh one for the same order once it expired; without the order in the link, browser history.
 */
export default function PaymentCancelPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const token = useReturningLink(orderId)?.token ?? null;
  const { busy, error, go } = usePaymentRedirect();
  const tryAgain = () => (orderId && token ? go(() => invoiceUrlFor(orderId, token)) : navigate(-1));
  return (
    <Container size="sm" py="xl">
      <Seo title={t('cancel.title')} description={t('cancel.text')} noindex />
      <Stack align="center" ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <IconCircleX size={48} />
        </ThemeIcon>
        <Title order={1}>{t('cancel.title')}</Title>
        <Text>{t('cancel.text')}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert" ta="start">
            {error}
          </Alert>
        )}
        <Group justify="center" mt="md">
          <Button onClick={tryAgain} loading={busy}>
            {t('cancel.tryAgain')}
          </Button>
          <Button component={Link} to="/contact" variant="default">
            {t('result.support')}
          </Button>
        </Group>
        {orderId && token && (
          <Text size="sm">
            {t('success.keepLink')}{' '}
            <Anchor component={Link} to={orderPagePath({ orderId, token })}>
              {t('success.statusLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
