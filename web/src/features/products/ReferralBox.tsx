import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS, MESSAGES } from '@storysong/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { percent } from '../../ui/format.ts';
import { IconCircleCheck } from '../../ui/icons/IconCircleCheck.ts';
import { IconCircleX } from '../../ui/icons/IconCircleX.ts';
import { translateMessage } from '../../ui/messages.ts';
import type { useReferralCode } from './useReferralCode.ts';

/** 'Have a referral code?' and, once ticked, the code input with its verdict. */
export function ReferralBox({ referral }: { referral: ReturnType<typeof useReferralCode> }) {
  const { t, i18n } = useTranslation(['products', 'validation']);
  const messageId = useId();
  const { enabled, code, status } = referral;
  const verdict =
    status === 'valid' ? (
      <IconCircleCheck color="var(--mantine-color-green-7)" aria-label={t('referral.valid')} />
    ) : status === 'invalid' ? (
      <IconCircleX color="var(--mantine-color-red-7)" aria-label={t('referral.invalid')} />
    ) : null;
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('referral.toggle')}
        checked={enabled}
        onChange={(event) => referral.setEnabled(event.currentTarget.checked)}
      />
      {enabled && (
        <>
          <TextInput
            label={t('referral.label')}
            placeholder={t('referral.placeholder')}
            value={code}
            maxLength={LIMITS.referralCodeLength}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => referral.setCode(event.currentTarget.value)}
            rightSection={verdict}
            aria-describedby={messageId}
            aria-invalid={status === 'invalid'}
            styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.1em' } }}
          />
          <Group gap={4} id={messageId} aria-live="polite" mih={22}>
            {status === 'checking' && (
              <Text size="sm" c="dimmed">
                {t('referral.checking')}
              </Text>
            )}
            {status === 'valid' && (
              <Text size="sm" c="green.8" fw={600}>
                {t('referral.applied', { discount: percent(LIMITS.referralDiscountPercent, i18n.language) })}
              </Text>
            )}
            {status === 'invalid' && (
              <Text size="sm" c="red.8">
                {translateMessage(t, MESSAGES.referralInvalid)}
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
