import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { IconMailCheck } from '../../../ui/icons/IconMailCheck.ts';
import { LoadError } from '../LoadError.tsx';
import { useUndeliveredMail } from './store.ts';

const WHEN: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' };

/** Emails that have not gone out after at least one try: why, when the next try is, and a button to send one now. */
export function UndeliveredMailCard() {
  const { t, i18n } = useTranslation('admin');
  const { items, error, resending, outcomes, load, resend } = useUndeliveredMail();

  useEffect(() => {
    void load();
  }, [load]);

  const sentNow = Object.entries(outcomes).filter(([id, outcome]) => outcome === 'sent' && !items?.some((m) => m.id === id));

  return (
    <Card withBorder padding="lg" data-testid="undelivered-mail">
      <Title order={2} size="h4" mb="sm">
        {t('mail.title')}
      </Title>
      {error && <LoadError message={error} onRetry={load} />}
      {sentNow.length > 0 && (
        <Alert color="teal" icon={<IconMailCheck />} mb="sm" role="status">
          {t('mail.sent')}
        </Alert>
      )}
      {items === null && !error ? (
        <Skeleton h={60} />
      ) : items?.length ? (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((mail, index) => (
            <Group
              component="li"
              key={mail.id}
              justify="space-between"
              gap="xs"
              py="xs"
              wrap="wrap"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Text size="sm" fw={500}>
                  {mail.subject}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t('mail.to', { to: mail.to })} · {t('mail.attempts', { n: mail.attempts })}
                  {mail.nextAttemptAt &&
                    ` · ${t('mail.nextAttempt', { date: formatDate(mail.nextAttemptAt, i18n.language, WHEN) })}`}
                </Text>
                {mail.lastError && (
                  <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {mail.lastError}
                  </Text>
                )}
                {outcomes[mail.id] === 'failed' && (
                  <Text size="xs" c="red.8" role="status">
                    {t('mail.stillFailing')}
                  </Text>
                )}
              </div>
              <Button
                size="xs"
                variant="light"
                loading={resending === mail.id}
                onClick={() => void resend(mail.id)}
                aria-label={t('mail.resendLabel', { subject: mail.subject, to: mail.to })}
              >
                {t('mail.resend')}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('mail.none')}</Text>
      )}
    </Card>
  );
}
