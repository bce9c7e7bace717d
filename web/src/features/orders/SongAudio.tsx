import { Button } from '@mantine/core';
import type { DeliveredSong } from '@storysong/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { keepSongForOffline } from './offlineSong.ts';

interface SongAudioProps {
  song: DeliveredSong;
  /** What the player is named for screen readers (the song's title, or its version). */
  title: string;
  downloadLabel: string;
  /** The newest version loads its length at once; earlier ones only when played. */
  newest: boolean;
}

/**
 * One version's player, which can seek, and its download. The lyrics shown beside every version
 * stand in for captions.
 */
export function SongAudio({ song, title, downloadLabel, newest }: SongAudioProps) {
  const { t } = useTranslation('orders');
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: the version's lyrics are shown with the player */}
      <audio
        controls
        preload={newest ? 'metadata' : 'none'}
        src={song.audioUrl}
        onPlay={() => keepSongForOffline(song.audioUrl)}
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
