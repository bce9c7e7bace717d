import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { type CommissionRejectInput, commissionRejectSchema, type ReferralTransaction } from '@storysong/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { translateMessage } from '../../../ui/messages.ts';
import { useAdminAffiliatesStore } from './store.ts';

/** Staff give the reason a pending commission is rejected; the ledger keeps it with the entry. */
export function RejectCommissionModal({ commission, onClose }: { commission: ReferralTransaction | null; onClose(): void }) {
  const { t } = useTranslation(['affiliates', 'validation']);
  const { busy, decide } = useAdminAffiliatesStore();
  const { register, handleSubmit, formState, reset } = useForm<CommissionRejectInput>({
    resolver: zodResolver(commissionRejectSchema),
    defaultValues: { reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ reason }) => {
    if (commission && (await decide(commission.id, 'reject', reason))) close();
  });
  return (
    <Modal opened={commission !== null} onClose={close} title={t('admin.rejectTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <GrowingTextarea
            label={t('admin.rejectReason')}
            minRows={2}
            required
            error={translateMessage(t, formState.errors.reason?.message)}
            {...register('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('admin.cancel')}
            </Button>
            {/* Red 9: white on Mantine's default red reads below 4.5:1. */}
            <Button type="submit" color="red.9" loading={commission !== null && busy === commission.id}>
              {t('admin.actionLabels.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
