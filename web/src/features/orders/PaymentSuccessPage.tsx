import { Alert, Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { orderPagePath } from '@storysong/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { IconCircleCheck } from '../../ui/icons/IconCircleCheck.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { noteOrderPlaced } from '../install/exports.ts';
import { FindOrderLink } from './FindOrderLink.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { useReturningLink } from './orderLink.ts';
import { useOrderStatus } from './useOrderStatus.ts';

/** Where the payment provider sends a customer back after paying. */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const token = useReturningLink(orderId)?.token ?? null;
  const status = useOrderStatus(orderId, token);
  const ordered = status.kind === 'loaded';
  // Someone who has just ordered may want their order one tap away: the install offer may show now.
  useEffect(() => {
    if (ordered) noteOrderPlaced();
  }, [ordered]);

  return (
    <Container size="sm" py="xl">
      <Seo title={t('success.title')} description={t('success.text')} noindex />
      <Stack align="center" ta="center" mb="lg">
        <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={48} />
        </ThemeIcon>
        <Title order={1}>{t('success.title')}</Title>
        <Text>{t('success.text')}</Text>
      </Stack>
      {status.kind === 'loading' && <Loading />}
      {status.kind === 'missing' && (
        <Alert color="yellow">
          <Stack gap="xs">
            {/* Paid from another tab or device: this one never held the link. */}
            {token ? t('status.notFound') : t('find.noLink')}
            <FindOrderLink />
          </Stack>
        </Alert>
      )}
      {status.kind === 'loaded' && token && (
        <Stack>
          <OrderSummary order={status.order} />
          <Text size="sm">
            {t('success.keepLink')}{' '}
            <Anchor component={Link} to={orderPagePath({ orderId: status.order.orderId, token })}>
              {t('success.statusLink')}
            </Anchor>
          </Text>
        </Stack>
      )}
      <Group justify="center" mt="xl">
        <Button component={Link} to="/">
          {t('result.home')}
        </Button>
        <Button component={Link} to="/contact" variant="default">
          {t('result.support')}
        </Button>
      </Group>
    </Container>
  );
}
