import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SongCountdownView } from '@storysong/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count } from '../../ui/format.ts';
import { Seo } from '../../ui/Seo.tsx';
import { formatRevealMoment } from './revealWords.ts';
import { SongCover } from './SongCover.tsx';

const SECOND = 1000;
const UNITS = [
  ['days', 24 * 60 * 60 * SECOND],
  ['hours', 60 * 60 * SECOND],
  ['minutes', 60 * SECOND],
  ['seconds', SECOND],
] as const;

/** What is left of `ms`, in whole days, hours, minutes and seconds. */
function split(ms: number): Record<(typeof UNITS)[number][0], number> {
  let rest = Math.max(0, Math.ceil(ms / SECOND) * SECOND);
  const parts = {} as Record<(typeof UNITS)[number][0], number>;
  for (const [unit, size] of UNITS) {
    parts[unit] = Math.floor(rest / size);
    rest -= parts[unit] * size;
  }
  return parts;
}

/**
 * The gift page before its reveal: when the song opens, in the recipient's zone and the visitor's
 * language, and a countdown on the server's clock (the page was sent `serverNow`, so a device set
 * wrong counts right). It starts from the time the page was rendered, the same on the server and
 * in the browser, then ticks; at zero it asks for the song (`onArrived`).
 */
export function RevealCountdown({ view, shareId, onArrived }: { view: SongCountdownView; shareId: string; onArrived(): void }) {
  const { t, i18n } = useTranslation(['reveal', 'orders', 'products']);
  const timerId = useId();
  const revealAt = Date.parse(view.revealAt);
  const [left, setLeft] = useState(() => revealAt - Date.parse(view.serverNow));
  const arrived = useRef(onArrived);
  arrived.current = onArrived;

  useEffect(() => {
    const offset = Date.parse(view.serverNow) - Date.now();
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const remaining = revealAt - (Date.now() + offset);
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        arrived.current();
      }
    };
    timer = setInterval(tick, SECOND);
    tick();
    return () => clearInterval(timer);
  }, [revealAt, view.serverNow]);

  const parts = split(left);
  const moment = formatRevealMoment(view.revealAt, view.timeZone, i18n.language);
  const songTitle = view.title ?? t(`products:items.${view.productId}.name`, { defaultValue: view.productName });
  return (
    <Stack>
      <Seo title={t('countdown.heading')} description={t('countdown.opensAt', { moment })} noindex />
      <SongCover coverUrl={view.coverUrl} title={songTitle} shareId={shareId} />
      <Title order={1}>{t('countdown.heading')}</Title>
      <Text>{t('countdown.opensAt', { moment })}</Text>
      <Text id={timerId} size="sm" c="dimmed">
        {t('countdown.label')}
      </Text>
      <Group role="timer" aria-labelledby={timerId} gap="xs" grow wrap="nowrap">
        {UNITS.map(([unit]) => (
          <Paper key={unit} withBorder radius="md" px={4} py="sm" ta="center" miw={0}>
            <Text fz={{ base: 28, sm: 40 }} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {count(parts[unit], i18n.language)}
            </Text>
            <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" truncate>
              {t(`countdown.${unit}`)}
            </Text>
          </Paper>
        ))}
      </Group>
      <Text size="sm">{t('countdown.after')}</Text>
    </Stack>
  );
}
