import { Text } from '@mantine/core';
import type { AdminOrderDetail } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../ui/messages.ts';

/**
 * Refunding one line of an order on its own (rush delivery, an extra): busy while the server works,
 * then what was done or why not, the order as the server answered handed to `onRefunded`.
 */
export function useLineRefund(onRefunded: (order: AdminOrderDetail) => void) {
  const { t } = useTranslation(['admin', 'validation']);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refund = async (request: () => Promise<AdminOrderDetail>, doneText: string) => {
    setBusy(true);
    setFailure(null);
    try {
      onRefunded(await request());
      setDone(doneText);
    } catch (error) {
      setFailure(translateMessage(t, (error as Error).message) ?? null);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, done, refund };
}

/** What became of a line's refund: done (a status) or refused (an alert). */
export function LineRefundOutcome({ done, failure }: { done: string | null; failure: string | null }) {
  return (
    <>
      {done && (
        <Text size="sm" role="status" fw={600}>
          {done}
        </Text>
      )}
      {failure && (
        <Text size="sm" role="alert" c="red.9">
          {failure}
        </Text>
      )}
    </>
  );
}
