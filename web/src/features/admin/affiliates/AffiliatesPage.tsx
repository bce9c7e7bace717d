import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { AffiliateView } from '@storysong/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AffiliateStatusBadge } from '../../../ui/AffiliateStatusBadge.tsx';
import { money } from '../../../ui/format.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { CommissionsTable } from './CommissionsTable.tsx';
import { useAdminAffiliatesStore } from './store.ts';

/** /admin/affiliates: every affiliate with their figures, and the commissions staff decide on. */
export default function AdminAffiliatesPage() {
  const { t } = useTranslation(['affiliates', 'validation']);
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
          {translateMessage(t, error)}
        </Alert>
      )}
      <AffiliatesTable affiliates={affiliates} />
      <CommissionsTable affiliates={affiliates} />
    </Stack>
  );
}

function AffiliatesTable({ affiliates }: { affiliates: AffiliateView[] }) {
  const { t, i18n } = useTranslation('affiliates');
  const { busy, loading, setStatus } = useAdminAffiliatesStore();
  const columns: Column<AffiliateView>[] = [
    { key: 'name', label: t('fields.fullName'), render: (a) => a.fullName },
    { key: 'email', label: t('fields.email'), render: (a) => <span dir="ltr">{a.email}</span> },
    {
      key: 'status',
      label: t('admin.status'),
      render: (a) => <AffiliateStatusBadge status={a.status} />,
    },
    {
      key: 'code',
      label: t('admin.code'),
      render: (a) => (
        <Text span inherit ff="monospace">
          {a.referralCode}
        </Text>
      ),
    },
    { key: 'earnings', label: t('dashboard.stats.totalEarnings'), render: (a) => money(a.earningsTotalPence, i18n.language) },
    { key: 'pending', label: t('dashboard.stats.pending'), render: (a) => money(a.pendingPence, i18n.language) },
    { key: 'method', label: t('fields.paymentMethod'), render: (a) => t(`methods.${a.paymentMethod}`) },
    {
      key: 'actions',
      label: t('admin.actions'),
      headerHidden: true,
      action: true,
      render: (a) => {
        // A closed account's details are erased and it cannot be reopened: nothing to act on.
        if (a.status === 'closed') return null;
        const active = a.status === 'active';
        return (
          <Button
            size="xs"
            // Yellow and green text on their light wash read below 4.5:1; the status badge carries the colour.
            variant="default"
            loading={busy === a.id}
            onClick={() => void setStatus(a.id, active ? 'suspended' : 'active')}
            aria-label={t(active ? 'admin.suspendName' : 'admin.reactivateName', { name: a.fullName })}
          >
            {t(active ? 'admin.suspend' : 'admin.reactivate')}
          </Button>
        );
      },
    },
  ];
  return (
    <TableSection
      variant="card"
      title={t('admin.affiliates')}
      empty={<Text c="dimmed">{loading ? t('admin.loading') : t('admin.noAffiliates')}</Text>}
      rows={affiliates}
      rowKey={(a) => a.id}
      columns={columns}
      minWidth={860}
    />
  );
}
