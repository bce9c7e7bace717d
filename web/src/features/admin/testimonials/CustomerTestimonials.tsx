import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TestimonialSubmission } from '@storysong/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../ui/format.ts';
import { IconCheck } from '../../../ui/icons/IconCheck.ts';
import { IconExternalLink } from '../../../ui/icons/IconExternalLink.ts';
import { IconX } from '../../../ui/icons/IconX.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { LoadError } from '../LoadError.tsx';
import { useSubmissions } from './submissionsStore.ts';

/**
 * What customers wrote from their song pages: each waits here until a staff member approves it
 * (it then joins the testimonials below, under their name) or declines it.
 */
export function CustomerTestimonials({ onDecided }: { onDecided(message: string): void }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const { items, loading, error, load, approve, decline } = useSubmissions();
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    void load();
  }, [load]);

  const act = async (action: () => Promise<void>, message: string) => {
    setFailed(null);
    try {
      await action();
      onDecided(message);
    } catch (error) {
      const changed = error instanceof ApiError && error.status === 409;
      setFailed(changed ? (translateMessage(t, error.message) ?? error.message) : t('testimonials.submissions.failed'));
    }
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title id={titleId} order={2} size="h3">
        {t('testimonials.submissions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('testimonials.submissions.intro')}
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {failed}
        </Alert>
      )}
      {error ? (
        <LoadError message={error} title={t('testimonials.submissions.loadFailed')} onRetry={load} />
      ) : loading && items.length === 0 ? (
        <Loader mx="auto" role="img" aria-label={t('common.loading')} />
      ) : items.length === 0 ? (
        <Text size="sm">{t('testimonials.submissions.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => (
            <SubmissionCard
              key={item.orderId}
              submission={item}
              onApprove={() => act(() => approve(item), t('testimonials.submissions.approvedBanner'))}
              onDecline={() => act(() => decline(item.orderId), t('testimonials.submissions.declinedBanner'))}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SubmissionCard({
  submission,
  onApprove,
  onDecline,
}: {
  submission: TestimonialSubmission;
  onApprove(): Promise<void>;
  onDecline(): Promise<void>;
}) {
  const { t, i18n } = useTranslation('admin');
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const run = (which: 'approve' | 'decline', action: () => Promise<void>) => async () => {
    setBusy(which);
    await action();
    setBusy(null);
  };
  const awaiting = submission.approvedAt === null;
  return (
    <Card withBorder padding="md" component="article" data-testid="customer-testimonial">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} component="h3" size="md" m={0} style={{ overflowWrap: 'anywhere' }}>
            {submission.title}
          </Text>
          <StatusBadge kind="testimonial" status={awaiting ? 'awaiting' : 'approved'} style={{ flexShrink: 0 }}>
            {awaiting ? t('testimonials.submissions.awaiting') : t('testimonials.submissions.approved')}
          </StatusBadge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {submission.description}
        </Text>
        {submission.linkUrl && (
          <Anchor href={submission.linkUrl} target="_blank" rel="noopener noreferrer" size="sm">
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('testimonials.submissions.video')}
          </Anchor>
        )}
        <Text size="xs" c="dimmed">
          {t('testimonials.submissions.suite', { product: submission.productName })} ·{' '}
          {t('testimonials.submissions.submittedOn', {
            date: formatDate(submission.submittedAt, i18n.language, { month: 'short', day: 'numeric', year: 'numeric' }),
          })}
        </Text>
        {awaiting && (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={busy === 'approve'}
              onClick={run('approve', onApprove)}
              aria-label={t('testimonials.submissions.approveOf', { title: submission.title })}
            >
              {t('testimonials.submissions.approve')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              loading={busy === 'decline'}
              onClick={run('decline', onDecline)}
              aria-label={t('testimonials.submissions.declineOf', { title: submission.title })}
            >
              {t('testimonials.submissions.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
