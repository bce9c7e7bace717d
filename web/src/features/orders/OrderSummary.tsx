import { Table } from '@mantine/core';
import { type OrderStatusView, poundsToPence } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** What was bought, for how much, its reference and where it stands. */
export function OrderSummary({ order }: { order: OrderStatusView }) {
  const { t, i18n } = useTranslation(['orders', 'products']);
  const rows: [string, React.ReactNode][] = [
    [t('summary.product'), t(`products:items.${order.productId}.name`, { defaultValue: order.productName })],
    [t('summary.amount'), <Money key="amount" pence={poundsToPence(order.amountPounds)} />],
    [t('summary.reference'), <code key="ref">{order.orderId}</code>],
    [t('summary.ordered'), formatDate(order.createdAt, i18n.language)],
    [
      t('summary.payment'),
      <StatusBadge key="payment" kind="payment" status={order.paymentStatus} variant="filled">
        {t(`paymentStatus.${order.paymentStatus}`)}
      </StatusBadge>,
    ],
    [t('summary.stage'), t(`stage.${order.stage}`)],
  ];
  if (order.refundedPence > 0) rows.splice(5, 0, [t('summary.refunded'), <Money key="refunded" pence={order.refundedPence} />]);
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 120, sm: 180 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
