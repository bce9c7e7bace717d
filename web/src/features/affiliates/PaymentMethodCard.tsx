import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentDetails } from '@storysong/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconEye } from '../../ui/icons/IconEye.ts';
import { IconEyeOff } from '../../ui/icons/IconEyeOff.ts';
import { IconPencil } from '../../ui/icons/IconPencil.ts';
import { paymentRows } from './format.ts';
import { PaymentDetailsForm } from './PaymentDetailsForm.tsx';

/**
 * Where commissions are paid, masked until the affiliate chooses to reveal it, and changed with
 * their password. The form opens in the card rather than a dialog: on a phone the page scrolls to
 * its Save button as any page does.
 */
export function PaymentMethodCard({ details, onChanged }: { details: PaymentDetails; onChanged(): void }) {
  const { t, i18n } = useTranslation('affiliates');
  const [revealed, setRevealed] = useState(false);
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
            <Group gap={4}>
              <Button
                variant="subtle"
                size="xs"
                leftSection={revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                onClick={() => setRevealed((r) => !r)}
                aria-pressed={revealed}
              >
                {revealed ? t('dashboard.payment.hide') : t('dashboard.payment.show')}
              </Button>
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
            </Group>
          )}
        </Group>
        {changing ? (
          <PaymentDetailsForm
            current={details}
            onCancel={() => setChanging(false)}
            onChanged={() => {
              setChanging(false);
              setRevealed(false);
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
            <Text fw={600}>{t(`methods.${details.method}`)}</Text>
            <Table>
              <Table.Tbody>
                {paymentRows(details, revealed, i18n.language).map((row) => (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row" fw={400} c="dimmed">
                      {t(`fields.${row.key}`)}
                    </Table.Th>
                    <Table.Td dir="ltr" data-testid={`payment-${row.key}`} style={{ wordBreak: 'break-all' }}>
                      {row.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
