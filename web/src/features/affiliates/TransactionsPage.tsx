import { Alert, Anchor, Button, Container, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { currentUser } from '../../lib/auth.ts';
import { downloadText } from '../../lib/download.ts';
import { IconArrowLeft } from '../../ui/icons/IconArrowLeft.ts';
import { IconDownload } from '../../ui/icons/IconDownload.ts';
import { IconRefresh } from '../../ui/icons/IconRefresh.ts';
import { Loading } from '../../ui/Loading.tsx';
import { translateMessage } from '../../ui/messages.ts';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import rtl from '../../ui/rtl.module.css';
import { exportMyTransactions } from './api.ts';
import { TRANSACTIONS_MIN_WIDTH, useTransactionColumns } from './transactionColumns.tsx';
import { useTransactionsStore } from './transactionsStore.ts';

const ALL = 'all';

/** /affiliate/transactions: every commission of the signed-in affiliate, a page at a time, by status, and as CSV. */
export default function TransactionsPage() {
  const { t } = useTranslation(['affiliates', 'validation']);
  const navigate = useNavigate();
  const { status, index, page, state, error, show, next, previous, retry } = useTransactionsStore();
  const columns = useTransactionColumns();
  const [signedIn, setSignedIn] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    currentUser()
      .then((user) => {
        if (!active) return;
        if (!user) navigate('/affiliate', { replace: true });
        else {
          setSignedIn(true);
          void show(useTransactionsStore.getState().status);
        }
      })
      .catch(() => navigate('/affiliate', { replace: true }));
    return () => {
      active = false;
    };
  }, [navigate, show]);

  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { fileName, text } = await exportMyTransactions(status ?? undefined);
      downloadText(fileName, text);
    } catch (caught) {
      setExportError(
        translateMessage(t, caught instanceof Error ? caught.message : undefined) ?? t('dashboard.transactions.exportFailed'),
      );
    } finally {
      setExporting(false);
    }
  };

  if (!signedIn) return <Loading />;

  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const loading = state === 'loading' || state === 'idle';
  return (
    <Container size="lg" py="lg" px="md">
      <Stack gap="md">
        <Anchor component={Link} to="/affiliate/dashboard" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} className={rtl.flip} aria-hidden />
            {t('dashboard.transactions.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('dashboard.transactions.pageTitle')}
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('dashboard.transactions.filter')}
              value={status ?? ALL}
              onChange={(event) => {
                const value = event.currentTarget.value;
                void show(value === ALL ? null : (value as TransactionStatus));
              }}
              data={[
                { value: ALL, label: t('dashboard.transactions.all') },
                ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => void download()}
              loading={exporting}
              disabled={page?.total === 0}
            >
              {t('dashboard.transactions.export')}
            </Button>
          </Group>
        </Group>
        {exportError && (
          <Alert color="red" role="alert">
            {exportError}
          </Alert>
        )}

        {state === 'error' ? (
          <Alert color="red" role="alert" title={t('dashboard.transactions.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              {error && error.code !== 'internal' && <Text size="sm">{translateMessage(t, error.message)}</Text>}
              <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={() => void retry()}>
                {t('dashboard.transactions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !page ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text c="dimmed">{t('dashboard.transactions.loading')}</Text>
          </Group>
        ) : page.items.length === 0 ? (
          <Text c="dimmed" role="status">
            {status ? t('dashboard.transactions.noneWithStatus') : t('dashboard.transactions.empty')}
          </Text>
        ) : (
          <div aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
            <ResponsiveTable
              rows={page.items}
              rowKey={(tx) => tx.id}
              columns={columns}
              minWidth={TRANSACTIONS_MIN_WIDTH}
              label={t('dashboard.transactions.pageTitle')}
            />
          </div>
        )}

        {page && page.total > 0 && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('dashboard.transactions.pageOf', { page: index + 1, pages })} ·{' '}
              {t('dashboard.transactions.total', { count: page.total })}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={() => void previous()} disabled={index === 0 || loading}>
                {t('dashboard.transactions.previous')}
              </Button>
              <Button variant="default" onClick={() => void next()} disabled={!page.next || loading}>
                {t('dashboard.transactions.next')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
