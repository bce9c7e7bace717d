import { Button, Card, Stack, Title } from '@mantine/core';
import type { DeliveredExtraFile, DeliveredSong } from '@storysong/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconDownload } from '../../ui/icons/IconDownload.ts';
import { IconPlayerPlayFilled } from '../../ui/icons/IconPlayerPlayFilled.ts';
import { keepSongForOffline } from './offlineSong.ts';
import { SongAudio } from './SongAudio.tsx';

/**
 * The lyric video, as the song's player does it: a play button until tapped (the browser's controls
 * cost the page's opening, decision 052), then the video, playing, kept for offline once played.
 */
function LyricVideo({ file, label }: { file: DeliveredExtraFile; label: string }) {
  const { t } = useTranslation('orders');
  const [tapped, setTapped] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!tapped) return;
    video.current?.focus();
    video.current?.play().catch(() => undefined);
  }, [tapped]);
  if (!tapped) {
    return (
      <Button
        aria-label={label}
        variant="light"
        leftSection={<IconPlayerPlayFilled size={18} aria-hidden />}
        onClick={() => setTapped(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('song.play')}
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: a lyric video shows the song's words on screen
    <video
      ref={video}
      controls
      src={file.url}
      aria-label={label}
      onPlay={() => keepSongForOffline(file.url)}
      style={{ inlineSize: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {t('extras.noVideo')}
    </video>
  );
}

/** One delivered extra: the lyric video or the instrumental, played here (and offline once played) or downloaded. */
function ExtraFile({ file }: { file: DeliveredExtraFile }) {
  const { t } = useTranslation('orders');
  const name = t(`extras.names.${file.extra}`);
  const label = t('song.player', { title: name });
  return (
    <Stack gap="xs" data-testid={`extra-file-${file.extra}`}>
      <Title order={3} size="h4">
        {name}
      </Title>
      {file.extra === 'video' ? (
        <>
          <LyricVideo file={file} label={label} />
          <Button
            component="a"
            href={file.url}
            download={file.fileName}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('extras.download', { name })}
          </Button>
        </>
      ) : (
        // The instrumental is the song without the voice: the song's own player, lyrics shown with the song.
        <SongAudio song={asSong(file)} title={name} downloadLabel={t('extras.download', { name })} newest={false} />
      )}
    </Stack>
  );
}

/** An audio extra as the song's player takes it. */
const asSong = (file: DeliveredExtraFile): DeliveredSong => ({
  version: 1,
  audioUrl: file.url,
  fileName: file.fileName,
  lyrics: '',
  deliveredAt: file.deliveredAt,
  durationSeconds: null,
});

/** The extras delivered as files of their own, beside the song on the order page and the gift page. */
export function ExtraFiles({ files }: { files: readonly DeliveredExtraFile[] | undefined }) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  if (!files?.length) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Title id={titleId} order={2} size="h3">
          {t('extras.filesTitle')}
        </Title>
        {files.map((file) => (
          <ExtraFile key={file.extra} file={file} />
        ))}
      </Stack>
    </Card>
  );
}
