import { Alert, Box, Button, Code, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FactorEnrolment, FactorProof } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmEnrolment, startEnrolment } from './api.ts';
import { FactorCodeForm } from './FactorCodeForm.tsx';

/**
 * Setting up the authenticator app: the QR code (drawn by the server) or the secret typed in,
 * then a first code; the recovery codes are shown once, here, before going on.
 */
export function EnrolmentPanel({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('security');
  const [enrolment, setEnrolment] = useState<FactorEnrolment | null>(null);
  const [failed, setFailed] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let live = true;
    startEnrolment().then(
      (started) => live && setEnrolment(started),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  if (recoveryCodes) {
    return (
      <Stack>
        <Title order={1} size="h3">
          {t('recoveryCodes.title')}
        </Title>
        <Text size="sm">{t('recoveryCodes.body')}</Text>
        <List type="ordered" spacing={4} aria-label={t('recoveryCodes.title')}>
          {recoveryCodes.map((code) => (
            <List.Item key={code}>
              <Code fz="md" dir="ltr">
                {code}
              </Code>
            </List.Item>
          ))}
        </List>
        <Button onClick={onDone}>{t('recoveryCodes.saved')}</Button>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('errors.enrolment')}
      </Alert>
    );
  }
  if (!enrolment) return <Loader aria-label={t('loading')} />;

  const confirm = async (proof: FactorProof) => {
    const issued = await confirmEnrolment(proof);
    setRecoveryCodes(issued.recoveryCodes ?? []);
  };
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('enrol.title')}
      </Title>
      <Text size="sm">{t('enrol.body')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Box bg="white" p="xs" maw={220}>
          {/* Drawn by the server from the otpauth URI; as an image it runs nothing. */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('enrol.qrLabel')}
            width={200}
            height={200}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
        </Box>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('enrol.manual')}
          </Text>
          <Code block dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="factor-secret">
            {enrolment.secret}
          </Code>
        </Stack>
      </SimpleGrid>
      <FactorCodeForm onProof={confirm} submitLabel={t('enrol.submit')} />
    </Stack>
  );
}
