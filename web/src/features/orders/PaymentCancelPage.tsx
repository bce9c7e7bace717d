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
 * A tip left unpaid (`tip` in the link) is never the order's payment: its way back is the order
 * page, whose form sends a tip again.
 */
export default function PaymentCancelPage() {
  const { t } = useTranslation(['orders', 'tips']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const tip = search.has('tip');
  const token = useReturningLink(orderId)?.token ?? null;
  const { busy, error, go } = usePaymentRedirect();
  const orderPage = orderId && token ? orderPagePath({ orderId, token }) : null;
  const tryAgain = () => {
    if (tip) return orderPage ? navigate(orderPage) : navigate(-1);
    return orderId && token ? go(() => invoiceUrlFor(orderId, token)) : navigate(-1);
  };
  const words = tip
    ? { title: t('tips:cancel.title'), text: t('tips:cancel.text'), again: t('tips:backToOrder') }
    : { title: t('cancel.title'), text: t('cancel.text'), again: t('cancel.tryAgain') };
  return (
    <Container size="sm" py="xl">
      <Seo title={words.title} description={words.text} noindex />
      <Stack align="center" ta="center">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <IconCircleX size={48} />
        </ThemeIcon>
        <Title order={1}>{words.title}</Title>
        <Text>{words.text}</Text>
        {error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert" ta="start">
            {error}
          </Alert>
        )}
        <Group justify="center" mt="md">
          <Button onClick={tryAgain} loading={busy}>
            {words.again}
          </Button>
          <Button component={Link} to="/contact" variant="default">
            {t('result.support')}
          </Button>
        </Group>
        {orderPage && !tip && (
          <Text size="sm">
            {t('success.keepLink')}{' '}
            <Anchor component={Link} to={orderPage}>
              {t('success.statusLink')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Container>
  );
}
