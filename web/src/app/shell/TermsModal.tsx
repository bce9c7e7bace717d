import { Button, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TermsContent } from '../../features/legal/TermsContent.tsx';
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount.ts';

interface TermsModalProps {
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/** The full-screen Terms and Privacy modal opened from the consent banner. */
export default function TermsModal({ opened, onClose, onAccept }: TermsModalProps) {
  const { t } = useTranslation('legal');
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal opened={shown} onClose={onClose} fullScreen title={t('modalTitle')}>
      <TermsContent headingLevel={2} />
      <Button mt="xl" size="md" onClick={onAccept}>
        {t('common:consent.accept')}
      </Button>
    </Modal>
  );
}
