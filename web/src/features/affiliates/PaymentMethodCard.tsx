import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { PaymentDetails } from '@storysong/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentRows } from './format.ts';

/** Where commissions are paid, masked until the affiliate chooses to reveal it. */
export function PaymentMethodCard({ details }: { details: PaymentDetails }) {
  const { t, i18n } = useTranslation('affiliates');
  const [revealed, setRevealed] = useState(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('dashboard.payment.title')}
          </Title>
          <Button
            variant="subtle"
            size="xs"
            leftSection={revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
          >
            {revealed ? t('dashboard.payment.hide') : t('dashboard.payment.show')}
          </Button>
        </Group>
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
    </Paper>
  );
}
