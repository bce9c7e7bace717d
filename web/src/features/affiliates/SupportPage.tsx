import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const STEPS = ['apply', 'share', 'discount', 'earn'] as const;
const FAQ = ['payout', 'approval', 'suspended', 'details'] as const;

/** /affiliate/support: how the programme works, when commissions are paid, and how to reach us. */
export default function SupportPage() {
  const { t } = useTranslation('affiliates');
  const rates = { rate: LIMITS.defaultCommissionRate, discount: LIMITS.referralDiscountPercent };
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('support.title')}</Title>
          <Text c="dimmed" mt="xs">
            {t('support.subtitle')}
          </Text>
        </div>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h3" mb="sm">
            {t('support.howTitle')}
          </Title>
          <List type="ordered" spacing="sm">
            {STEPS.map((step) => (
              <List.Item key={step}>{t(`support.steps.${step}`, rates)}</List.Item>
            ))}
          </List>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h3" mb="sm">
            {t('support.faqTitle')}
          </Title>
          <Stack gap="md">
            {FAQ.map((item) => (
              <div key={item}>
                <Title order={3} size="h5">
                  {t(`support.faq.${item}.q`)}
                </Title>
                <Text size="sm" mt={4}>
                  {t(`support.faq.${item}.a`, rates)}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h3" mb="xs">
            {t('support.contactTitle')}
          </Title>
          <Text size="sm" mb="sm">
            {t('support.contactText')}
          </Text>
          <Button component={Link} to="/contact">
            {t('support.contactButton')}
          </Button>
        </Paper>
        <Anchor component={Link} to="/affiliate">
          {t('forgot.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
