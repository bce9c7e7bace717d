import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Divider, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type AdminOrderDetail,
  type OrderRefundForm,
  type OrderRefundInput,
  orderRefundSchema,
  poundsToPence,
} from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../../ui/format.ts';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { translateMessage } from '../../../ui/messages.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useAdminOrders } from './store.ts';

/**
 * What a paid order has refunded (each refund with its amount, reason, who and when) and the form
 * to refund more, up to what is left. The server checks what is left again, in a transaction.
 */
export function RefundSection({ order, onRefunded }: { order: AdminOrderDetail; onRefunded(order: AdminOrderDetail): void }) {
  const { t, i18n } = useTranslation(['admin', 'validation']);
  const refund = useAdminOrders((s) => s.refund);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<OrderRefundForm, unknown, OrderRefundInput>({
    resolver: zodResolver(orderRefundSchema),
    // The key names this refund until it succeeds: pressing Refund again after an error retries it.
    defaultValues: { amount: '', reason: '', requestKey: crypto.randomUUID() },
  });
  const amount = (pence: number) => money(pence, i18n.language);
  const paidPence = poundsToPence(order.amountPounds);
  const heldPence = order.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPence, 0);
  const leftPence = paidPence - heldPence;

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    setDone(null);
    try {
      onRefunded(await refund(order.id, input));
      setDone(t('refunds.done', { amount: amount(input.amount) }));
      reset({ amount: '', reason: '', requestKey: crypto.randomUUID() });
    } catch (error) {
      setFailure(translateMessage(t, (error as Error).message) ?? null);
    }
  });

  if (order.paymentStatus !== 'paid') return null;
  return (
    <Stack gap="sm" data-testid="refunds">
      <Divider />
      <Title order={4}>{t('refunds.title')}</Title>
      <Text size="sm">{t('refunds.summary', { refunded: amount(order.refundedPence), paid: amount(paidPence) })}</Text>
      {order.refunds.map((r) => (
        <Card key={r.id} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{amount(r.amountPence)}</Text>
            <StatusBadge kind="refundRequest" status={r.status}>
              {t(`refunds.status.${r.status}`)}
            </StatusBadge>
          </Group>
          <Text size="sm">{r.reason ?? t('refunds.atProvider')}</Text>
          <Text size="xs" c="dimmed">
            {t('refunds.by', {
              who: r.requestedBy ?? t('refunds.provider'),
              date: formatDate(r.requestedAt, i18n.language, {
                month: 'short',
                day: 'numeric',
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </Text>
        </Card>
      ))}
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {leftPence > 0 && (
        <Card withBorder component="form" onSubmit={submit} noValidate aria-label={t('refunds.formLabel')}>
          <Stack gap="sm">
            <TextInput
              label={t('refunds.amount')}
              description={t('refunds.left', { amount: amount(leftPence) })}
              leftSection="£"
              inputMode="decimal"
              autoComplete="off"
              required
              error={translateMessage(t, formState.errors.amount?.message)}
              {...register('amount')}
            />
            <GrowingTextarea
              label={t('refunds.reason')}
              minRows={2}
              required
              error={translateMessage(t, formState.errors.reason?.message)}
              {...register('reason')}
            />
            <Button
              type="submit"
              color="red"
              variant="outline"
              loading={formState.isSubmitting}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('refunds.submit')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
