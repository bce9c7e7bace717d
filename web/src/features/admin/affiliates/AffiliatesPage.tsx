import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type AffiliateView, type CommissionAction, TRANSACTION_STATUSES, type TransactionStatus } from '@storysong/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { money } from '../../affiliate/format.ts';
import { useAdminAffiliatesStore } from './store.ts';

/** The actions staff can take on a commission in each status. */
const ACTIONS: Partial<Record<TransactionStatus, CommissionAction[]>> = {
  pending: ['approve', 'reject'],
  approved: ['mark-paid'],
};

type Filter = TransactionStatus | 'all';

/** /admin/affiliates: every affiliate with their figures, and the commissions staff decide on. */
export default function AdminAffiliatesPage() {
  const { t } = useTranslation('affiliate');
  const { affiliates, error, load } = useAdminAffiliatesStore();
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('admin.title')}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <AffiliatesTable affiliates={affiliates} />
      <CommissionsTable affiliates={affiliates} />
    </Stack>
  );
}

function AffiliatesTable({ affiliates }: { affiliates: AffiliateView[] }) {
  const { t, i18n } = useTranslation('affiliate');
  const { busy, loading, setStatus } = useAdminAffiliatesStore();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('admin.affiliates')}
      </Title>
      {affiliates.length === 0 ? (
        <Text c="dimmed">{loading ? t('admin.loading') : t('admin.noAffiliates')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={860}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.fullName')}</Table.Th>
                <Table.Th>{t('fields.email')}</Table.Th>
                <Table.Th>{t('admin.status')}</Table.Th>
                <Table.Th>{t('admin.code')}</Table.Th>
                <Table.Th>{t('dashboard.stats.totalEarnings')}</Table.Th>
                <Table.Th>{t('dashboard.stats.pending')}</Table.Th>
                <Table.Th>{t('fields.paymentMethod')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {affiliates.map((a) => {
                const active = a.status === 'active';
                return (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.fullName}</Table.Td>
                    <Table.Td dir="ltr">{a.email}</Table.Td>
                    <Table.Td>
                      <StatusBadge kind="affiliate" status={a.status} variant="filled">
                        {t(`affiliateStatus.${a.status}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td ff="monospace">{a.referralCode}</Table.Td>
                    <Table.Td>{money(a.earningsTotalPence, i18n.language)}</Table.Td>
                    <Table.Td>{money(a.pendingPence, i18n.language)}</Table.Td>
                    <Table.Td>{t(`methods.${a.paymentMethod}`)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color={active ? 'yellow' : 'green'}
                        loading={busy === a.id}
                        onClick={() => void setStatus(a.id, active ? 'suspended' : 'active')}
                        aria-label={t(active ? 'admin.suspendName' : 'admin.reactivateName', { name: a.fullName })}
                      >
                        {t(active ? 'admin.suspend' : 'admin.reactivate')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}

function CommissionsTable({ affiliates }: { affiliates: AffiliateView[] }) {
  const { t, i18n } = useTranslation('affiliate');
  const { transactions, busy, decide } = useAdminAffiliatesStore();
  const [filter, setFilter] = useState<Filter>('pending');
  const names = useMemo(() => new Map(affiliates.map((a) => [a.id, a.fullName])), [affiliates]);
  const shown = filter === 'all' ? transactions : transactions.filter((tx) => tx.status === filter);

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('admin.commissions')}
        </Title>
        <SegmentedControl
          aria-label={t('admin.filter')}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[...TRANSACTION_STATUSES, 'all' as const].map((s) => ({
            value: s,
            label: t(s === 'all' ? 'admin.all' : `status.${s}`),
          }))}
        />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('admin.noCommissions')}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.transactions.date')}</Table.Th>
                <Table.Th>{t('admin.affiliate')}</Table.Th>
                <Table.Th>{t('admin.order')}</Table.Th>
                <Table.Th>{t('dashboard.transactions.commission')}</Table.Th>
                <Table.Th>{t('dashboard.transactions.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((tx) => (
                <Table.Tr key={tx.id}>
                  <Table.Td>{formatDate(tx.transactionDate, i18n.language)}</Table.Td>
                  <Table.Td>{names.get(tx.affiliateId) ?? tx.affiliateId}</Table.Td>
                  <Table.Td ff="monospace">{tx.orderId}</Table.Td>
                  <Table.Td>{money(tx.commissionPence, i18n.language)}</Table.Td>
                  <Table.Td>
                    <StatusBadge kind="transaction" status={tx.status}>
                      {t(`status.${tx.status}`)}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {(ACTIONS[tx.status] ?? []).map((action) => (
                        <Button
                          key={action}
                          size="xs"
                          variant={action === 'reject' ? 'subtle' : 'light'}
                          color={action === 'reject' ? 'red' : 'green'}
                          loading={busy === tx.id}
                          onClick={() => void decide(tx.id, action)}
                        >
                          {t(`admin.actionLabels.${action}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
