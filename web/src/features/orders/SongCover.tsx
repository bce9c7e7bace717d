import { Box, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoverArt } from '../../ui/CoverArt.tsx';
import classes from './songCover.module.css';

/**
 * The gift page's cover: the photo from the song's brief, or else artwork drawn from the gift
 * link, so that a song keeps its own artwork from the countdown to the reveal.
 */
export function SongCover({ coverUrl, title, shareId }: { coverUrl: string | null; title: string; shareId: string }) {
  const { t } = useTranslation('orders');
  if (coverUrl) {
    return <Image src={coverUrl} alt={t('song.gift.coverPhoto', { title })} radius="md" className={classes.cover} />;
  }
  return (
    <Box role="img" aria-label={t('song.gift.coverArt')} className={classes.cover}>
      <CoverArt seed={shareId} className={classes.art} shown />
    </Box>
  );
}
