import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type AffiliateView, MESSAGES } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { AffiliateStatusBadge } from '../../../ui/AffiliateStatusBadge.tsx';
import { money } from '../../../ui/format.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { revealPaymentDetails } from './api.ts';
import { CommissionsTable } from './CommissionsTable.tsx';
import { PaymentDetailsReveal, type RevealedDetails } from './PaymentDetailsReveal.tsx';
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
  const { revealing, revealed, failure, reveal, hide } = useReveal();
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
          <Group gap="xs" wrap="nowrap">
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
            <Button
              size="xs"
              variant="default"
              loading={revealing === a.id}
              onClick={() => void reveal(a)}
              aria-label={t('admin.reveal.showName', { name: a.fullName })}
            >
              {t('admin.reveal.show')}
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {translateMessage(t, failure)}
        </Alert>
      )}
      <TableSection
        variant="card"
        title={t('admin.affiliates')}
        empty={<Text c="dimmed">{loading ? t('admin.loading') : t('admin.noAffiliates')}</Text>}
        rows={affiliates}
        rowKey={(a) => a.id}
        columns={columns}
        minWidth={960}
      />
      <PaymentDetailsReveal revealed={revealed} onClose={hide} />
    </>
  );
}

/**
 * Asks for one affiliate's payment details and holds them while their dialog is open. The HTTP
 * client asks for the code first when the last one is over five minutes old; a staff member who
 * cancels it sees nothing happen, and any other refusal shows on the page.
 */
function useReveal() {
  const [revealing, setRevealing] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reveal = async (affiliate: AffiliateView) => {
    setRevealing(affiliate.id);
    setFailure(null);
    try {
      const { paymentDetails } = await revealPaymentDetails(affiliate.id);
      setRevealed({ affiliate, details: paymentDetails });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'recent_factor_required'))
        setFailure(error instanceof ApiError ? error.message : MESSAGES.genericError);
    } finally {
      setRevealing(null);
    }
  };
  return { revealing, revealed, failure, reveal, hide: () => setRevealed(null) };
}
