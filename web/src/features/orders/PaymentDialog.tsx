import { Alert, Anchor, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { isPayable, orderPagePath, poundsToPence } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { publicConfig } from '../../lib/config.ts';
import { money } from '../../ui/format.ts';
import { IconAlertCircle } from '../../ui/icons/IconAlertCircle.ts';
import { IconCircleCheck } from '../../ui/icons/IconCircleCheck.ts';
import { IconClockHour4 } from '../../ui/icons/IconClockHour4.ts';
import { IconInfoCircle } from '../../ui/icons/IconInfoCircle.ts';
import { IconLock } from '../../ui/icons/IconLock.ts';
import { Money } from '../../ui/Money.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount.ts';
import { ordersApi } from './api.ts';
import { requestInvoiceUrl } from './checkout.ts';
import { useOrderStore } from './store.ts';
import { usePaymentRedirect } from './usePaymentRedirect.ts';

/**
 * The invoice dialog: idle, then 'Processing...', then off to the provider's payment page. Opened
 * again by Get Started while the order is unpaid, it offers that order rather than a second one.
 */
export function PaymentDialog() {
  const { t, i18n } = useTranslation(['orders', 'products', 'validation']);
  const { order, paymentOpen, resuming, closePayment, startAfresh, forgetOrder } = useOrderStore();
  const shown = useOpenedAfterMount(paymentOpen && order !== null);
  const { busy, error, go, reset } = usePaymentRedirect();
  const [provider, setProvider] = useState('');

  useEffect(() => {
    // Reopening starts clean: no old error, button enabled.
    if (paymentOpen) reset();
  }, [paymentOpen, reset]);
  useEffect(() => {
    publicConfig()
      .then((config) => setProvider(config.paymentProvider))
      .catch(() => setProvider(''));
  }, []);
  useEffect(() => {
    // An order kept from an earlier visit may have been paid (or cancelled) since: then a new story starts.
    if (!paymentOpen || !resuming || !order) return;
    let current = true;
    ordersApi
      .status(order.orderId, order.token)
      .then((status) => {
        if (current && !isPayable(status)) {
          forgetOrder(order.orderId);
          startAfresh();
        }
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [paymentOpen, resuming, order, forgetOrder, startAfresh]);

  const price = (pounds: number) => money(poundsToPence(pounds), i18n.language, 0);
  const lines = [
    ...(order?.rush ? [{ label: t('occasion.rushLine'), pounds: order.rush.pricePounds, testId: 'rush-amount' }] : []),
    ...(order?.extras ?? [])
      .filter((extra) => extra.pricePounds > 0)
      .map((extra) => ({ label: t(`extras.names.${extra.id}`), pounds: extra.pricePounds, testId: `extra-amount-${extra.id}` })),
  ];
  return (
    <Modal opened={shown} onClose={closePayment} title={t('payment.title')} centered>
      {order && (
        <Stack>
          {resuming ? (
            <Alert color="yellow" icon={<IconClockHour4 />} role="status">
              {t('payment.resume')}
            </Alert>
          ) : (
            <Alert color="green" icon={<IconCircleCheck />} role="status">
              {t('wizard.submitted')}
            </Alert>
          )}
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{t(`products:items.${order.productId}.name`, { defaultValue: order.productName })}</Text>
            <Group gap="xs" wrap="nowrap">
              {order.isDiscounted && (
                <Text td="line-through" c="dimmed" aria-label={t('payment.listPrice', { price: price(order.listPricePounds) })}>
                  <Money pence={poundsToPence(order.listPricePounds)} fractionDigits={0} />
                </Text>
              )}
              <Text
                fw={lines.length > 0 ? 600 : 700}
                fz={lines.length > 0 ? undefined : 'xl'}
                data-testid={lines.length > 0 ? 'suite-amount' : 'payment-amount'}
              >
                <Money
                  pence={poundsToPence(lines.length > 0 ? (order.suitePounds ?? order.amountPounds) : order.amountPounds)}
                  fractionDigits={0}
                />
              </Text>
            </Group>
          </Group>
          {/* Rush delivery and each charged extra are lines of their own, as on the payment page, then what is paid in all. */}
          {lines.length > 0 && (
            <>
              {lines.map((line) => (
                <Group key={line.testId} justify="space-between" wrap="nowrap">
                  <Text fw={600}>{line.label}</Text>
                  <Text fw={600} data-testid={line.testId}>
                    <Money pence={poundsToPence(line.pounds)} fractionDigits={0} />
                  </Text>
                </Group>
              ))}
              <Divider />
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{t('occasion.total')}</Text>
                <Text fw={700} fz="xl" data-testid="payment-amount">
                  <Money pence={poundsToPence(order.amountPounds)} fractionDigits={0} />
                </Text>
              </Group>
            </>
          )}
          {order.referralMessage && (
            <Alert color="blue" icon={<IconInfoCircle />}>
              {translateMessage(t, order.referralMessage)}
            </Alert>
          )}
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <Button
            size="md"
            onClick={() => go(() => requestInvoiceUrl(order))}
            disabled={busy}
            leftSection={<IconLock size={18} />}
          >
            {busy ? t('payment.processing') : t('payment.pay', { amount: price(order.amountPounds) })}
          </Button>
          {resuming && (
            <Button variant="subtle" onClick={startAfresh} disabled={busy}>
              {t('payment.startNew')}
            </Button>
          )}
          {provider && (
            <Text size="sm" c="dimmed" ta="center">
              {t('payment.poweredBy', { provider })}
            </Text>
          )}
          <Text size="sm" ta="center">
            {t('success.keepLink')}{' '}
            <Anchor component={Link} to={orderPagePath(order)} onClick={closePayment}>
              {t('success.statusLink')}
            </Anchor>
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
