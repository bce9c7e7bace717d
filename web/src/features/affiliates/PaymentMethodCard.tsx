import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PaymentDetails } from '@storysong/core';
import { IconCheck, IconEye, IconEyeOff, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentRows } from './format.ts';
import { PaymentDetailsForm } from './PaymentDetailsForm.tsx';

/** Where commissions are paid, masked until the affiliate chooses to reveal it, and changed with their password. */
export function PaymentMethodCard({ details, onChanged }: { details: PaymentDetails; onChanged(): void }) {
  const { t, i18n } = useTranslation('affiliates');
  const [revealed, setRevealed] = useState(false);
  const [changing, { open, close }] = useDisclosure(false);
  const [changed, setChanged] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="payment-method">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('dashboard.payment.title')}
          </Title>
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
            <Button variant="light" size="xs" leftSection={<IconPencil size={16} />} onClick={open}>
              {t('dashboard.payment.change')}
            </Button>
          </Group>
        </Group>
        {changed && (
          <Alert color="green" icon={<IconCheck size={18} />} role="status" withCloseButton onClose={() => setChanged(false)}>
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
      </Stack>
      <Modal opened={changing} onClose={close} title={t('dashboard.payment.changeTitle')} size="lg">
        <PaymentDetailsForm
          current={details}
          onCancel={close}
          onChanged={() => {
            close();
            setRevealed(false);
            setChanged(true);
            onChanged();
          }}
        />
      </Modal>
    </Paper>
  );
}
