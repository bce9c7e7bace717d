import { Button, Text } from '@mantine/core';
import type { DeliveredSong } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { songLength } from '../../ui/format.ts';
import { IconDownload } from '../../ui/icons/IconDownload.ts';
import { keepSongForOffline } from './offlineSong.ts';

interface SongAudioProps {
  song: DeliveredSong;
  /** What the player is named for screen readers (the song's title, or its version). */
  title: string;
  downloadLabel: string;
  /** The newest version shows its length at once; earlier ones only when played. */
  newest: boolean;
  /** Told of each play (the gift page reports its first). */
  onPlay?: () => void;
}

/**
 * One version's player, which can seek, and its download. The lyrics shown beside every version
 * stand in for captions. The audio loads when played: the newest version's length is shown from
 * what was recorded at delivery, or, for a song delivered without it, read from the file's start.
 */
export function SongAudio({ song, title, downloadLabel, newest, onPlay }: SongAudioProps) {
  const { t, i18n } = useTranslation('orders');
  // A view cached for offline use before lengths were kept has no such field at all.
  const length = song.durationSeconds ?? null;
  return (
    <>
      {newest && length !== null && (
        <Text size="sm" c="dimmed">
          {t('song.length', { length: songLength(length, i18n.language) })}
        </Text>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the version's lyrics are shown with the player */}
      <audio
        controls
        preload={newest && length === null ? 'metadata' : 'none'}
        src={song.audioUrl}
        onPlay={() => {
          keepSongForOffline(song.audioUrl);
          onPlay?.();
        }}
        aria-label={t('song.player', { title })}
        style={{ inlineSize: '100%' }}
      >
        {t('song.noAudio')}
      </audio>
      <Button
        component="a"
        href={song.audioUrl}
        download={song.fileName}
        variant={newest ? 'light' : 'subtle'}
        size={newest ? 'sm' : 'compact-sm'}
        leftSection={<IconDownload size={newest ? 18 : 16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {downloadLabel}
      </Button>
    </>
  );
}
