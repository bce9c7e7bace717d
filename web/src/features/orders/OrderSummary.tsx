import { List, Table } from '@mantine/core';
import { type OrderExtra, type OrderStatusView, poundsToPence } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../ui/format.ts';
import { Money } from '../../ui/Money.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** Each extra bought with its price, or "included" for one the suite came with. */
function ExtrasList({ extras }: { extras: readonly OrderExtra[] }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <List size="sm" listStyleType="none" spacing={2} data-testid="order-extras">
      {extras.map((extra) => (
        <List.Item key={extra.id}>
          {t('extras.priced', {
            name: t(`extras.names.${extra.id}`),
            price: extra.pricePounds > 0 ? money(poundsToPence(extra.pricePounds), i18n.language, 0) : t('extras.included'),
          })}
        </List.Item>
      ))}
    </List>
  );
}

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
  // Orders a browser kept from before extras have none.
  if (order.extras?.length) rows.splice(2, 0, [t('summary.extras'), <ExtrasList key="extras" extras={order.extras} />]);
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
