import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { discountedPrice, type Product, poundsToPence } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { usePrefetch } from '../../lib/usePrefetch.ts';
import { money } from '../../ui/format.ts';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconMessageChatbot } from '../../ui/icons/IconMessageChatbot.ts';
import { IconMusic } from '../../ui/icons/IconMusic.ts';
import { Money } from '../../ui/Money.tsx';
import { loadConsultationDialog, openConsultation } from '../consultation/exports.ts';
import { loadOrderDialogs, startOrder } from '../orders/exports.ts';
import { ReferralBox } from './ReferralBox.tsx';
import { useReferralCode } from './useReferralCode.ts';

/** What a card's buttons open: the order dialogs and the consultation. */
const loadCardDialogs = () => Promise.all([loadOrderDialogs(), loadConsultationDialog()]);

/** One suite: name, description, price (discounted once a referral code checks out), features, delivery time, revisions and actions. */
export function ProductCard({ product, initialCode }: { product: Product; initialCode: string }) {
  const { t, i18n } = useTranslation('products');
  const referral = useReferralCode(initialCode);
  const discounted = referral.status === 'valid';
  const titleId = `product-${product.id}`;
  const prefetch = usePrefetch<HTMLElement>(loadCardDialogs);

  return (
    <Card withBorder shadow="sm" padding="xl" radius="lg" component="article" aria-labelledby={titleId} {...prefetch}>
      <Stack h="100%">
        <Stack gap={4}>
          <Text size="sm" tt="uppercase" c="brand.6" fw={700}>
            {t(`items.${product.id}.suite`)}
          </Text>
          <Title order={2} id={titleId}>
            {t(`items.${product.id}.name`)}
          </Title>
          <Text c="dimmed">{t(`items.${product.id}.description`)}</Text>
        </Stack>
        <Group gap="sm" align="baseline" data-testid={`price-${product.id}`}>
          {discounted && (
            <Text
              td="line-through"
              c="dimmed"
              fz="lg"
              aria-label={t('listPrice', { price: money(poundsToPence(product.pricePounds), i18n.language, 0) })}
            >
              <Money pence={poundsToPence(product.pricePounds)} fractionDigits={0} />
            </Text>
          )}
          <Text fz={36} fw={800}>
            <Money
              pence={poundsToPence(discounted ? discountedPrice(product.pricePounds) : product.pricePounds)}
              fractionDigits={0}
            />
          </Text>
        </Group>
        <List spacing="xs" icon={<IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />}>
          {product.featureKeys.map((key) => (
            <List.Item key={key}>{t(`features.${key}`)}</List.Item>
          ))}
          <List.Item>{t('features.deliveryDays', { count: product.deliveryDays })}</List.Item>
          <List.Item>{t('features.revisions', { count: product.revisionsIncluded })}</List.Item>
        </List>
        <ReferralBox referral={referral} />
        <Stack gap="xs" mt="auto">
          <Button
            size="md"
            leftSection={<IconMusic size={18} />}
            onClick={() => startOrder(product, discounted ? referral.code : null)}
          >
            {t('getStarted')}
          </Button>
          <Button
            size="md"
            variant="light"
            leftSection={<IconMessageChatbot size={18} />}
            onClick={() => openConsultation(product.id)}
          >
            {t('consultation')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
