import { getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import type { FactorProof } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { openStaffSession, stepUp } from './api.ts';
import { FactorCodeForm } from './FactorCodeForm.tsx';
import { useFactorPrompt } from './store.ts';

/**
 * Asks for the code when the server wants it: again before money, exports or bank details
 * (step-up), or to open a new staff session once the last one ended. The request that asked is
 * then sent again, so what the staff member was doing is not lost.
 */
export function FactorPrompt() {
  const { t } = useTranslation('security');
  const { reason, done } = useFactorPrompt();
  const prove = async (proof: FactorProof) => {
    if (reason === 'recent_factor_required') await stepUp(proof);
    else await openStaffSession(proof);
    done(true);
  };
  return (
    <Modal
      opened={reason !== null}
      onClose={() => done(false)}
      title={reason === 'recent_factor_required' ? t('stepUp.title') : t('ended.title')}
      centered
      // Above whatever asked: a refund from the order drawer (full screen on a phone) or a dialog of
      // the page, whose layer shares the modals' z-index and was put in the page after this one.
      zIndex={getDefaultZIndex('max')}
    >
      <Stack>
        <Text size="sm">{reason === 'recent_factor_required' ? t('stepUp.body') : t('ended.body')}</Text>
        <FactorCodeForm onProof={prove} submitLabel={t('stepUp.submit')} allowRecovery onCancel={() => done(false)} />
      </Stack>
    </Modal>
  );
}
