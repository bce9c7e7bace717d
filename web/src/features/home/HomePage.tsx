import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { organizationJsonLd, websiteJsonLd } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconMicrophone2 } from '../../ui/icons/IconMicrophone2.ts';
import { IconUsers } from '../../ui/icons/IconUsers.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';

const PERSONAS = [
  { key: 'people', to: '/products/people', Icon: IconUsers },
  { key: 'pro', to: '/products/pro', Icon: IconMicrophone2 },
] as const;

/** Welcome: the visitor picks a persona before seeing products. */
export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <Seo
        title={t('seo.title')}
        description={t('seo.description')}
        jsonLd={[organizationJsonLd(siteOrigin()), websiteJsonLd(siteOrigin())]}
      />
      <Stack align="center" ta="center" gap="xs" mb="xl">
        <Title order={1} size="clamp(2rem, 6vw, 3.25rem)" c="brand.8">
          {t('title')}
        </Title>
        <Text size="xl" fs="italic" c="brand.7">
          {t('tagline')}
        </Text>
        <Text size="lg" maw={560}>
          {t('intro')}
        </Text>
      </Stack>
      <Title order={2} size="h3" ta="center" mb="md">
        {t('choose')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {PERSONAS.map(({ key, to, Icon }) => (
          <Card key={key} shadow="md" padding="xl" radius="lg" withBorder>
            <Stack align="center" ta="center" gap="sm" h="100%">
              <Icon size={48} color="var(--mantine-color-brand-6)" aria-hidden />
              <Title order={3}>{t(`${key}.name`)}</Title>
              <Text c="dark.6" style={{ flex: 1 }}>
                {t(`${key}.description`)}
              </Text>
              <Button component={Link} to={to} size="md" fullWidth aria-label={t(`${key}.cta`)}>
                {t(`${key}.name`)}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
