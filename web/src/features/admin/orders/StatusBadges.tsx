import { Group } from '@mantine/core';
import { type AdminOrderSummary, poundsToPence, refundState } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

type BadgedOrder = Pick<
  AdminOrderSummary,
  'paymentStatus' | 'stage' | 'amountPounds' | 'refundedPence' | 'revisionRequested' | 'rush' | 'lyricsWaiting'
>;

/**
 * An order's payment status (or how much of it was refunded, with the amount) and fulfilment stage, as
 * two labelled badges, a third while a revision the customer asked for waits on the team, one while a
 * lyric draft waits for the customer's approval, and Rush when the order was paid with rush delivery.
 */
export function StatusBadges({ order }: { order: BadgedOrder }) {
  const { t, i18n } = useTranslation('admin');
  const refunded = refundState(poundsToPence(order.amountPounds), order.refundedPence);
  return (
    // Inline, so a phone card, which aligns its values to the end, aligns the badges with them.
    <Group gap={6} style={{ display: 'inline-flex' }}>
      {refunded === 'none' ? (
        <StatusBadge kind="payment" status={order.paymentStatus}>
          {t(`payment.${order.paymentStatus}`)}
        </StatusBadge>
      ) : (
        <StatusBadge kind="refund" status={refunded}>
          {t(`refunds.state.${refunded}`, {
            amount: money(order.refundedPence, i18n.language),
          })}
        </StatusBadge>
      )}
      <StatusBadge kind="stage" status={order.stage} variant="outline">
        {t(`stage.${order.stage}`)}
      </StatusBadge>
      {order.revisionRequested && (
        <StatusBadge kind="revision" status="requested" variant="filled">
          {t('stories.revision.badge')}
        </StatusBadge>
      )}
      {order.lyricsWaiting && (
        <StatusBadge kind="lyrics" status="waiting" variant="filled">
          {t('production.lyricsWaiting')}
        </StatusBadge>
      )}
      {order.rush && (
        <StatusBadge kind="rush" status="rush" variant="filled">
          {t('production.rush')}
        </StatusBadge>
      )}
    </Group>
  );
}
