import { ActionIcon, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { LIMITS, TIMINGS } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { percent } from '../../ui/format.ts';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconCopy } from '../../ui/icons/IconCopy.ts';
import { shareLink } from './format.ts';

export function ReferralCodeCard({ code }: { code: string }) {
  const { t, i18n } = useTranslation('affiliates');
  const link = shareLink(code);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dashboard.code.title')}
        </Title>
        <Group wrap="wrap">
          <Text ff="monospace" fz={28} fw={700} data-testid="dashboard-code">
            {code}
          </Text>
          <CopyButton value={code} timeout={TIMINGS.copiedNoticeMs}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('dashboard.copied') : t('dashboard.copyCode')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label={t('dashboard.code.shareLink')}
          value={link}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          rightSection={
            <CopyButton value={link} timeout={TIMINGS.copiedNoticeMs}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('dashboard.copied') : t('dashboard.code.copyLink')}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t('dashboard.code.copyLink')}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Text size="sm" c="dimmed">
          {t('dashboard.code.hint', { discount: percent(LIMITS.referralDiscountPercent, i18n.language) })}
        </Text>
      </Stack>
    </Paper>
  );
}
