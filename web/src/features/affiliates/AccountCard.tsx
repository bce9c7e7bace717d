import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type AccountCloseInput, type AffiliatePayouts, accountCloseSchema } from '@storysong/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api.ts';
import { downloadBlob } from '../../lib/download.ts';
import { money } from '../../ui/format.ts';
import { IconDownload } from '../../ui/icons/IconDownload.ts';
import { translateMessage } from '../../ui/messages.ts';
import { closeMyAccount, exportMyData } from './api.ts';
import { signOutAffiliate } from './session.ts';

/** Where the sign-in page is sent after closing, to say the account is closed. */
export const CLOSED_STATE = { closed: true } as const;

/** The affiliate's rights over their account: download what it holds, or close it. */
export function AccountCard({ payouts }: { payouts: AffiliatePayouts }) {
  const { t } = useTranslation('affiliates');
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [closing, setClosing] = useState(false);

  const download = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const { fileName, text } = await exportMyData();
      downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="account-card">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('dashboard.account.title')}
        </Title>
        <Text size="sm">{t('dashboard.account.exportIntro')}</Text>
        <Button variant="light" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void download()}>
          {t('dashboard.account.export')}
        </Button>
        {exportFailed && (
          <Alert color="red" role="alert">
            {t('dashboard.account.exportFailed')}
          </Alert>
        )}
        <Text size="sm">{t('dashboard.account.closeIntro')}</Text>
        {/* Red 9: white on Mantine's default red reads below 4.5:1. */}
        <Button variant="outline" color="red.9" onClick={() => setClosing(true)}>
          {t('dashboard.account.close')}
        </Button>
      </Stack>
      <CloseAccountModal opened={closing} payouts={payouts} onClose={() => setClosing(false)} />
    </Paper>
  );
}

/**
 * Closing, confirmed: what happens to the money (the due balance paid by the next payout, held
 * commissions forfeited) and the password again, which the server checks before anything changes.
 */
function CloseAccountModal({ opened, payouts, onClose }: { opened: boolean; payouts: AffiliatePayouts; onClose(): void }) {
  const { t, i18n } = useTranslation(['affiliates', 'validation']);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<AccountCloseInput>({
    resolver: zodResolver(accountCloseSchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };
  const owed = Math.max(0, payouts.duePence) + payouts.inPayoutPence;
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await closeMyAccount(input);
      await signOutAffiliate();
      navigate('/affiliate', { replace: true, state: CLOSED_STATE });
    } catch (caught) {
      reset();
      if (caught instanceof ApiError && caught.fields.password) {
        setError('password', { message: caught.fields.password }, { shouldFocus: true });
        return;
      }
      const message = caught instanceof ApiError && caught.status < 500 ? caught.message : undefined;
      setFailure(translateMessage(t, message) ?? t('dashboard.account.failed'));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('dashboard.account.confirmTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {owed > 0 && <Text size="sm">{t('dashboard.account.confirmDue', { amount: money(owed, i18n.language) })}</Text>}
          {payouts.pendingPence > 0 && (
            <Text size="sm">{t('dashboard.account.confirmPending', { amount: money(payouts.pendingPence, i18n.language) })}</Text>
          )}
          <Text size="sm" fw={600}>
            {t('dashboard.account.confirmFinal')}
          </Text>
          <PasswordInput
            label={t('dashboard.payment.currentPassword')}
            autoComplete="current-password"
            required
            data-autofocus
            {...register('password')}
            error={translateMessage(t, formState.errors.password?.message)}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('dashboard.account.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={formState.isSubmitting}>
              {t('dashboard.account.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
