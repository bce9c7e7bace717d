import { Button, Text } from '@mantine/core';
import type { DeliveredSong } from '@storysong/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { songLength } from '../../ui/format.ts';
import { IconDownload } from '../../ui/icons/IconDownload.ts';
import { IconPlayerPlayFilled } from '../../ui/icons/IconPlayerPlayFilled.ts';
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
 *
 * Until it is played, a version with a known length shows a play button in place of the browser's
 * player, which takes its place and plays on the tap: Chromium draws its player's buttons from SVG
 * images, each built as a document of its own on the page's main thread as the page opens
 * (decision 052).
 */
export function SongAudio({ song, title, downloadLabel, newest, onPlay }: SongAudioProps) {
  const { t, i18n } = useTranslation('orders');
  // A view cached for offline use before lengths were kept has no such field at all.
  const length = song.durationSeconds ?? null;
  const readsLength = newest && length === null;
  const [tapped, setTapped] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (!tapped) return;
    audio.current?.focus();
    // The tap allows playing; a browser that refuses still leaves its player's own button.
    audio.current?.play().catch(() => undefined);
  }, [tapped]);
  const label = t('song.player', { title });
  return (
    <>
      {newest && length !== null && (
        <Text size="sm" c="dimmed">
          {t('song.length', { length: songLength(length, i18n.language) })}
        </Text>
      )}
      {tapped || readsLength ? (
        // biome-ignore lint/a11y/useMediaCaption: the version's lyrics are shown with the player
        <audio
          ref={audio}
          controls
          preload={readsLength ? 'metadata' : 'none'}
          src={song.audioUrl}
          onPlay={() => {
            keepSongForOffline(song.audioUrl);
            onPlay?.();
          }}
          aria-label={label}
          style={{ inlineSize: '100%' }}
        >
          {t('song.noAudio')}
        </audio>
      ) : (
        <Button
          aria-label={label}
          variant={newest ? 'filled' : 'light'}
          size={newest ? 'md' : 'sm'}
          leftSection={<IconPlayerPlayFilled size={newest ? 20 : 16} aria-hidden />}
          onClick={() => setTapped(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('song.play')}
        </Button>
      )}
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
