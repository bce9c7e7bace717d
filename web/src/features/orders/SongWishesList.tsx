import { Stack, Text } from '@mantine/core';
import { type HeardName, hasWishes, type SongWishes } from '@storysong/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Wish({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The customer's words, in whichever language they wrote them. */
const THEIR_WORDS = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One name to be sung, how it is said, and its recording when the customer made one. */
function HeardNameItem({ entry }: { entry: HeardName }) {
  const { t } = useTranslation('orders');
  return (
    <Stack component="li" gap={4}>
      <Text fw={600} dir="auto" style={THEIR_WORDS}>
        {entry.name}
      </Text>
      {entry.pronunciation && <Text size="sm">{t('wishes.saidAs', { pronunciation: entry.pronunciation })}</Text>}
      {entry.recordingUrl && (
        // biome-ignore lint/a11y/useMediaCaption: the name said aloud; it is written out just above
        <audio
          controls
          preload="none"
          src={entry.recordingUrl}
          aria-label={t('wishes.recordingOf', { name: entry.name })}
          style={{ width: '100%' }}
        />
      )}
    </Stack>
  );
}

/**
 * What the customer asked of the song (the voice, the names and how to say them, what to include
 * and avoid), for their order page and the staff drawer alike; nothing when they asked nothing.
 */
export function SongWishesList({ wishes }: { wishes: SongWishes<HeardName> }) {
  const { t } = useTranslation('orders');
  const { voice, names, mustInclude, avoid } = wishes;
  if (!hasWishes(wishes)) return null;
  return (
    <Stack gap="sm" component="dl" m={0} data-testid="song-wishes">
      {voice && <Wish label={t('wishes.voice')}>{t(`wishes.voices.${voice}`)}</Wish>}
      {names.length > 0 && (
        <Wish label={t('wishes.names')}>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {names.map((entry, index) => (
              // Two names may be written alike; their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is the customer's, fixed once ordered
              <HeardNameItem key={index} entry={entry} />
            ))}
          </Stack>
        </Wish>
      )}
      {mustInclude && (
        <Wish label={t('wishes.mustInclude')}>
          <span dir="auto" style={THEIR_WORDS}>
            {mustInclude}
          </span>
        </Wish>
      )}
      {avoid && (
        <Wish label={t('wishes.avoid')}>
          <span dir="auto" style={THEIR_WORDS}>
            {avoid}
          </span>
        </Wish>
      )}
    </Stack>
  );
}
