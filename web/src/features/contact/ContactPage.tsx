import { Button, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { breadcrumbJsonLd } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconClock } from '../../ui/icons/IconClock.ts';
import { IconMail } from '../../ui/icons/IconMail.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { CONTACT_EMAIL } from './contact.ts';

/** 'Get in Touch': email us, with business hours. Not indexed (spec). */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <Container size="sm" py="xl">
      <Seo
        title={t('page.title')}
        description={t('page.description')}
        noindex
        jsonLd={[breadcrumbJsonLd(siteOrigin(), [{ name: 'Contact', path: '/contact' }])]}
      />
      <Card shadow="md" radius="lg" padding="xl" withBorder>
        <Stack gap="lg">
          <Title order={1}>{t('page.title')}</Title>
          <Text>{t('page.intro')}</Text>
          <Group>
            <Button component="a" href={`mailto:${CONTACT_EMAIL}`} leftSection={<IconMail size={18} aria-hidden />} size="md">
              {t('page.email')}
            </Button>
            <Button component={Link} to="/contact-form" variant="light" size="md">
              {t('page.form')}
            </Button>
          </Group>
          <div>
            <Group gap="xs" mb="xs">
              <IconClock size={20} aria-hidden />
              <Title order={2} size="h4">
                {t('page.hoursTitle')}
              </Title>
            </Group>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('page.weekdays')}</Table.Th>
                  <Table.Td>{t('page.weekdayHours')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('page.weekend')}</Table.Th>
                  <Table.Td>{t('page.closed')}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </div>
          <Text c="dark.6">{t('page.response')}</Text>
        </Stack>
      </Card>
    </Container>
  );
}
