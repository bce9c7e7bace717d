import { Box, Image } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverArt } from '../../ui/CoverArt.tsx';
import classes from './songCover.module.css';

/**
 * The gift page's cover: the photo from the song's brief, or else artwork drawn from the gift
 * link, so that a song keeps its own artwork from the countdown to the reveal. The photo is never
 * kept offline (a customer's file), so a visit without a connection shows the artwork too.
 */
export function SongCover({ coverUrl, title, shareId }: { coverUrl: string | null; title: string; shareId: string }) {
  const { t } = useTranslation('orders');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (coverUrl && coverUrl !== failedUrl) {
    return (
      <Image
        src={coverUrl}
        alt={t('song.gift.coverPhoto', { title })}
        radius="md"
        className={classes.cover}
        onError={() => setFailedUrl(coverUrl)}
      />
    );
  }
  return (
    <Box role="img" aria-label={t('song.gift.coverArt')} className={classes.cover}>
      <CoverArt seed={shareId} className={classes.art} shown />
    </Box>
  );
}
