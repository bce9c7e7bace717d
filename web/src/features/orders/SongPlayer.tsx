import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DeliveredSong } from '@storysong/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { statusBadgeStyle } from '../../ui/statusColours.ts';
import { SongAudio } from './SongAudio.tsx';

/** The song's newest version: a player that can seek, the lyrics in full (so the audio needs no captions) and a download. */
export function SongPlayer({ song, title, onPlay }: { song: DeliveredSong; title: string; onPlay?: () => void }) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title id={titleId} order={2} size="h3">
            {title}
          </Title>
          {song.version > 1 && (
            <Badge variant="light" size="lg" style={statusBadgeStyle('grape', 'light')}>
              {t('song.version', { version: song.version })}
            </Badge>
          )}
        </Group>
        <SongAudio song={song} title={title} downloadLabel={t('song.download')} newest onPlay={onPlay} />
        {song.lyrics && (
          <div>
            <Title order={3} size="h4" mb="xs">
              {t('song.lyrics')}
            </Title>
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {song.lyrics}
            </Text>
          </div>
        )}
      </Stack>
    </Card>
  );
}
