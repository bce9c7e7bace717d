import { Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type OrderBrief as Brief, languageOption } from '@storysong/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SongWishesList } from './SongWishesList.tsx';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}

/** The story exactly as the customer submitted it: what the team writes the song from. */
export function OrderBrief({ brief }: { brief: Brief }) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const voiceNoteId = useId();
  const relationship = t(`relationships.${brief.relationship}`, { defaultValue: brief.relationship });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h4">
          {t('brief.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
          <Detail label={t('wizard.emotion')} value={t(`emotions.${brief.emotion}`, { defaultValue: brief.emotion })} />
          <Detail label={t('wizard.genre')} value={t(`genres.${brief.genre}`, { defaultValue: brief.genre })} />
          <Detail
            label={t('wizard.language')}
            value={`${languageOption(brief.language).name} (${t(`languages.${brief.language}`, { defaultValue: brief.language })})`}
          />
          <Detail label={t('wizard.relationship')} value={relationship} />
        </SimpleGrid>
        <div>
          <Text size="sm" c="dimmed">
            {t('wizard.story')}
          </Text>
          {/* The customer's own words, in whichever language they wrote them. */}
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {brief.story}
          </Text>
        </div>
        <SongWishesList wishes={brief} />
        {brief.photoUrl && <Image src={brief.photoUrl} alt={t('brief.photo')} mah={220} w="auto" fit="contain" radius="md" />}
        {brief.voiceNoteUrl && (
          <div>
            <Text size="sm" c="dimmed" id={voiceNoteId}>
              {t('brief.voiceNote')}
            </Text>
            {/* biome-ignore lint/a11y/useMediaCaption: the customer's own recording; its words are their story above. */}
            <audio controls preload="none" src={brief.voiceNoteUrl} aria-labelledby={voiceNoteId} style={{ width: '100%' }} />
          </div>
        )}
      </Stack>
    </Card>
  );
}
