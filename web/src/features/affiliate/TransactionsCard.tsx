import { Anchor, Modal, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LIMITS, type ReferralTransaction } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatDate, money } from '../../ui/format.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

function TransactionTable({ transactions }: { transactions: ReferralTransaction[] }) {
  const { t, i18n } = useTranslation('affiliate');
  return (
    <ScrollArea type="auto">
      <Table striped miw={420}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.transactions.date')}</Table.Th>
            <Table.Th>{t('dashboard.transactions.customer')}</Table.Th>
            <Table.Th>{t('dashboard.transactions.commission')}</Table.Th>
            <Table.Th>{t('dashboard.transactions.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((tx) => (
            <Table.Tr key={tx.id}>
              <Table.Td>{formatDate(tx.transactionDate, i18n.language)}</Table.Td>
              <Table.Td dir="ltr">{tx.customerEmail}</Table.Td>
              <Table.Td>{money(tx.commissionPence, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusBadge kind="transaction" status={tx.status}>
                  {t(`status.${tx.status}`)}
                </StatusBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The latest five commissions, with the full list one click away. */
export function TransactionsCard({ transactions }: { transactions: ReferralTransaction[] }) {
  const { t } = useTranslation('affiliate');
  const [open, { open: show, close }] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.transactions.title')}
        </Title>
        {transactions.length === 0 ? (
          <Text c="dimmed">{t('dashboard.transactions.empty')}</Text>
        ) : (
          <TransactionTable transactions={transactions.slice(0, LIMITS.recentTransactions)} />
        )}
        {transactions.length > LIMITS.recentTransactions && (
          <Anchor component="button" type="button" onClick={show} size="sm">
            {t('dashboard.transactions.viewAll', { count: transactions.length })}
          </Anchor>
        )}
      </Stack>
      <Modal opened={open} onClose={close} title={t('dashboard.transactions.allTitle')} size="xl">
        <TransactionTable transactions={transactions} />
      </Modal>
    </Paper>
  );
}
