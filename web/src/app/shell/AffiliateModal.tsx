import { Button, List, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { LIMITS } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconCoin } from '../../ui/icons/IconCoin.ts';
import { IconDiscount } from '../../ui/icons/IconDiscount.ts';
import { IconShare } from '../../ui/icons/IconShare.ts';
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount.ts';

interface AffiliateModalProps {
  opened: boolean;
  onClose: () => void;
}

const STEPS = [
  { key: 'share', Icon: IconShare },
  { key: 'save', Icon: IconDiscount },
  { key: 'earn', Icon: IconCoin },
] as const;

const BENEFITS = ['commission', 'discount', 'dashboard', 'payouts'] as const;

/** The affiliate pitch opened from the navigation: Share, Save, Earn, the benefits, then Get Started. */
export default function AffiliateModal({ opened, onClose }: AffiliateModalProps) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  const rates = { commission: LIMITS.defaultCommissionRate, discount: LIMITS.referralDiscountPercent };
  return (
    <Modal opened={shown} onClose={onClose} title={t('affiliatePopup.title')} size="lg" centered>
      <Stack gap="lg">
        <Text>{t('affiliatePopup.intro')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          {STEPS.map(({ key, Icon }) => (
            <Stack key={key} gap={4} align="center" ta="center">
              <ThemeIcon size="xl" radius="xl" aria-hidden>
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`affiliatePopup.${key}.title`)}
              </Title>
              <Text size="sm">{t(`affiliatePopup.${key}.text`, rates)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('affiliatePopup.benefitsTitle')}
          </Title>
          <List spacing={4} size="sm">
            {BENEFITS.map((key) => (
              <List.Item key={key}>{t(`affiliatePopup.benefits.${key}`, rates)}</List.Item>
            ))}
          </List>
        </div>
        <Button component={Link} to="/affiliate" onClick={onClose} size="md" fullWidth>
          {t('affiliatePopup.getStarted')}
        </Button>
      </Stack>
    </Modal>
  );
}
