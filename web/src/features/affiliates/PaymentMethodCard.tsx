import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentDetails } from '@storysong/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSiteDateTime } from '../../ui/format.ts';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconPencil } from '../../ui/icons/IconPencil.ts';
import { PaymentDetailsTable } from '../../ui/PaymentDetailsTable.tsx';
import { PaymentDetailsForm } from './PaymentDetailsForm.tsx';

/**
 * Where commissions are paid, masked as the API sends it (never whole, not even to its owner: a
 * stolen session must not learn the account), and changed with their password. After a change
 * the next payout waits 48 hours, which the card says. The form opens in the card rather than a
 * dialog: on a phone the page scrolls to its Save button as any page does.
 */
export function PaymentMethodCard({
  details,
  heldUntil,
  onChanged,
}: {
  details: PaymentDetails;
  heldUntil: string | null;
  onChanged(): void;
}) {
  const { t, i18n } = useTranslation('affiliates');
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // The Save button is gone with the form: focus goes to what replaced it, not back to the page's top.
  useEffect(() => {
    if (changed) notice.current?.focus();
  }, [changed]);
  return (
    <Paper withBorder radius="md" p="md" data-testid="payment-method">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {changing ? t('dashboard.payment.changeTitle') : t('dashboard.payment.title')}
          </Title>
          {!changing && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPencil size={16} />}
              onClick={() => {
                setChanged(false);
                setChanging(true);
              }}
            >
              {t('dashboard.payment.change')}
            </Button>
          )}
        </Group>
        {changing ? (
          <PaymentDetailsForm
            method={details.method}
            onCancel={() => setChanging(false)}
            onChanged={() => {
              setChanging(false);
              setChanged(true);
              onChanged();
            }}
          />
        ) : (
          <>
            {changed && (
              <Alert
                ref={notice}
                tabIndex={-1}
                color="green"
                icon={<IconCheck size={18} />}
                role="status"
                withCloseButton
                onClose={() => setChanged(false)}
              >
                {t('dashboard.payment.changed')}
              </Alert>
            )}
            {heldUntil && (
              <Text size="sm" c="dimmed" data-testid="payout-held">
                {t('dashboard.payment.heldUntil', { date: formatSiteDateTime(heldUntil, i18n.language) })}
              </Text>
            )}
            <PaymentDetailsTable details={details} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
