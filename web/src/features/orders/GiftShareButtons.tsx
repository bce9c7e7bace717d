import { Button, CopyButton, Group } from '@mantine/core';
import { TIMINGS } from '@storysong/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBrandFacebook } from '../../ui/icons/IconBrandFacebook.ts';
import { IconBrandWhatsapp } from '../../ui/icons/IconBrandWhatsapp.ts';
import { IconBrandX } from '../../ui/icons/IconBrandX.ts';
import { IconCopy } from '../../ui/icons/IconCopy.ts';
import { IconShare } from '../../ui/icons/IconShare.ts';

/** The networks a gift link is shared to, each through its own share address, by their own names in every language. */
const NETWORKS = [
  {
    name: 'WhatsApp',
    icon: IconBrandWhatsapp,
    href: (url: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
  {
    name: 'Facebook',
    icon: IconBrandFacebook,
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'X',
    icon: IconBrandX,
    href: (url: string, text: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
] as const;

// Phones offer their share sheet; desktop browsers mostly do not, and get the links alone. A page
// rendered on the server shows the links first; the button joins them once the page has hydrated.
const phoneCanShare = () => typeof navigator.share === 'function';
const notOnTheServer = () => false;
const noChanges = () => () => undefined;

/** Sharing the gift page: the phone's own share sheet where there is one, the link, and the usual networks. */
export function GiftShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('orders');
  const text = t('song.gift.shareText', { title });
  const canShare = useSyncExternalStore(noChanges, phoneCanShare, notOnTheServer);
  const share = () => navigator.share({ title, text, url }).catch(() => undefined);
  return (
    <Group gap="sm">
      {canShare && (
        <Button onClick={share} leftSection={<IconShare size={18} aria-hidden />}>
          {t('song.gift.share')}
        </Button>
      )}
      <CopyButton value={url} timeout={TIMINGS.copiedNoticeMs}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            variant={canShare ? 'default' : 'filled'}
            leftSection={<IconCopy size={18} aria-hidden />}
            color={copied ? 'teal' : undefined}
          >
            {copied ? t('song.share.copied') : t('song.share.copy')}
          </Button>
        )}
      </CopyButton>
      {NETWORKS.map(({ name, icon: Icon, href }) => (
        <Button
          key={name}
          component="a"
          href={href(url, text)}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<Icon size={18} aria-hidden />}
        >
          {name}
        </Button>
      ))}
    </Group>
  );
}
