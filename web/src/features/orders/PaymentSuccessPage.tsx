import { Alert, Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type OrderStatusView, orderPagePath } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { IconCircleCheck } from '../../ui/icons/IconCircleCheck.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { noteOrderPlaced } from '../install/exports.ts';
import { FindOrderLink } from './FindOrderLink.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { useReturningLink } from './orderLink.ts';
import { TipReceipts } from './TipSection.tsx';
import { useOrderStatus } from './useOrderStatus.ts';
import { useStatusPoll } from './useStatusPoll.ts';

/**
 * A tip's way back: thanks once its payment is confirmed to us, read again until it is. The tab
 * that went to pay may not hold the link (another device): then it only thanks.
 */
function TipThanks({ order, token, tipId }: { order: OrderStatusView; token: string; tipId: string }) {
  const { t } = useTranslation('tips');
  const [now, setNow] = useState(order);
  const paid = (view: OrderStatusView) => view.tips.some((tip) => tip.id === tipId && tip.status === 'paid');
  useStatusPoll(order.orderId, token, !paid(now), paid, setNow);
  const tip = now.tips.find((one) => one.id === tipId);
  // Not yet known as paid at the provider either (its page answered before it did): no amount to say yet.
  return tip ? (
    <TipReceipts tips={[tip]} />
  ) : (
    <Alert color="blue" role="status">
      {t('confirmingSoon')}
    </Alert>
  );
}

/** Where the payment provider sends a customer back after paying: for the order, or for a tip (`tip` in the link). */
export default function PaymentSuccessPage() {
  const { t } = useTranslation(['orders', 'tips']);
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const tipId = search.get('tip');
  const token = useReturningLink(orderId)?.token ?? null;
  const status = useOrderStatus(orderId, token);
  const ordered = status.kind === 'loaded';
  // Someone who has just ordered may want their order one tap away: the install offer may show now.
  useEffect(() => {
    if (ordered && !tipId) noteOrderPlaced();
  }, [ordered, tipId]);
  const words = tipId
    ? { title: t('tips:success.title'), text: t('tips:success.text') }
    : { title: t('success.title'), text: t('success.text') };

  return (
    <Container size="sm" py="xl">
      <Seo title={words.title} description={words.text} noindex />
      <Stack align="center" ta="center" mb="lg">
        <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={48} />
        </ThemeIcon>
        <Title order={1}>{words.title}</Title>
        <Text>{words.text}</Text>
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
      {status.kind === 'loaded' && token && tipId && (
        <Stack align="center">
          <TipThanks order={status.order} token={token} tipId={tipId} />
          <Button component={Link} to={orderPagePath({ orderId: status.order.orderId, token })} variant="light">
            {t('tips:backToOrder')}
          </Button>
        </Stack>
      )}
      {status.kind === 'loaded' && token && !tipId && (
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
