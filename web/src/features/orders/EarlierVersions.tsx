import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DeliveredSong } from '@storysong/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format.ts';
import { SongAudio } from './SongAudio.tsx';

/** The versions delivered before the newest, newest first, each with its own player and download. */
export function EarlierVersions({ songs }: { songs: readonly DeliveredSong[] }) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  if (songs.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title id={titleId} order={2} size="h4">
        {t('song.earlier')}
      </Title>
      {songs.map((song) => {
        const name = t('song.version', { version: song.version });
        return (
          <Card key={song.version} withBorder radius="md" padding="md" component="article" aria-label={name}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{name}</Text>
                <Text size="sm">{t('song.deliveredOn', { date: formatDate(song.deliveredAt, i18n.language) })}</Text>
              </Group>
              <SongAudio
                song={song}
                title={name}
                downloadLabel={t('song.downloadVersion', { version: song.version })}
                newest={false}
              />
              {song.lyrics && (
                <details>
                  <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
                    {t('song.lyrics')}
                  </Text>
                  <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {song.lyrics}
                  </Text>
                </details>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
