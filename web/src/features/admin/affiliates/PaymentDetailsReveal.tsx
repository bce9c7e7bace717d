import { Button, Modal, Stack, Text } from '@mantine/core';
import type { AffiliateView, PaymentDetails } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { PaymentDetailsTable } from '../../../ui/PaymentDetailsTable.tsx';

export interface RevealedDetails {
  affiliate: AffiliateView;
  details: PaymentDetails;
}

/**
 * An affiliate's payment details, whole, as one staff member's reveal returned them. They live in
 * the page's state while the dialog is open and nowhere else: no store, no cache.
 */
export function PaymentDetailsReveal({ revealed, onClose }: { revealed: RevealedDetails | null; onClose(): void }) {
  const { t } = useTranslation('affiliates');
  return (
    <Modal
      opened={revealed !== null}
      onClose={onClose}
      title={revealed ? t('admin.reveal.title', { name: revealed.affiliate.fullName }) : ''}
      centered
    >
      {revealed && (
        <Stack>
          <PaymentDetailsTable details={revealed.details} />
          <Text size="sm" c="dimmed">
            {t('admin.reveal.logged')}
          </Text>
          <Button onClick={onClose}>{t('admin.reveal.hide')}</Button>
        </Stack>
      )}
    </Modal>
  );
}
