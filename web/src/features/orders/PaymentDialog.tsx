import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPounds, languageOption, poundsToPence } from '@storysong/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicConfig } from '../../lib/config.ts';
import { translateMessage } from '../../ui/messages.ts';
import { PaymentError, requestInvoiceUrl } from './checkout.ts';
import { useOrderStore } from './store.ts';

/** The invoice dialog: idle, then 'Processing...', then off to the provider's payment page. */
export function PaymentDialog() {
  const { t, i18n } = useTranslation(['orders', 'products', 'validation']);
  const { order, paymentOpen, closePayment } = useOrderStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [provider, setProvider] = useState('');
  const locale = languageOption(i18n.language).dateLocale;

  useEffect(() => {
    // Reopening starts clean: no old error, button enabled.
    if (paymentOpen) {
      setBusy(false);
      setError(null);
    }
  }, [paymentOpen]);
  useEffect(() => {
    publicConfig()
      .then((config) => setProvider(config.paymentProvider))
      .catch(() => setProvider(''));
  }, []);

  const describe = (failure: unknown): string => {
    if (!(failure instanceof PaymentError)) return t('payment.errors.fallback');
    if (failure.key === 'missing' || failure.key === 'invalidAmount')
      return translateMessage(t, failure.message) ?? failure.message;
    if (failure.key === 'invoiceFailed') return t('payment.errors.invoiceFailed', { message: failure.detail });
    if (failure.key === 'server') return failure.detail ?? t('payment.errors.server');
    return t(`payment.errors.${failure.key}`);
  };

  const pay = async () => {
    if (!order) return;
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await requestInvoiceUrl(order));
    } catch (failure) {
      setError(describe(failure));
      setBusy(false);
    }
  };

  const money = (pounds: number) => formatPounds(poundsToPence(pounds), locale, 0);
  return (
    <Modal opened={paymentOpen && order !== null} onClose={closePayment} title={t('payment.title')} centered>
      {order && (
        <Stack>
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {t('wizard.submitted')}
          </Alert>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{t(`products:items.${order.productId}.name`, { defaultValue: order.productName })}</Text>
            <Group gap="xs" wrap="nowrap">
              {order.isDiscounted && (
                <Text td="line-through" c="dimmed" aria-label={t('payment.listPrice', { price: money(order.listPricePounds) })}>
                  {money(order.listPricePounds)}
                </Text>
              )}
              <Text fw={700} fz="xl" data-testid="payment-amount">
                {money(order.amountPounds)}
              </Text>
            </Group>
          </Group>
          {error && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {error}
            </Alert>
          )}
          <Button size="md" onClick={pay} disabled={busy} leftSection={<IconLock size={18} />}>
            {busy ? t('payment.processing') : t('payment.pay', { amount: money(order.amountPounds) })}
          </Button>
          {provider && (
            <Text size="sm" c="dimmed" ta="center">
              {t('payment.poweredBy', { provider })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
