import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { TIMINGS } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBrandFacebook } from '../../ui/icons/IconBrandFacebook.ts';
import { IconBrandLinkedin } from '../../ui/icons/IconBrandLinkedin.ts';
import { IconBrandX } from '../../ui/icons/IconBrandX.ts';
import { IconCheck } from '../../ui/icons/IconCheck.ts';
import { IconLink } from '../../ui/icons/IconLink.ts';

/** The share URLs the spec names: Facebook, Twitter and LinkedIn with the page's URL and title. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copiedNoticeMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      console.warn('Copying the link failed', error);
    }
  };

  const networks = [
    { key: 'facebook', href: links.facebook, icon: IconBrandFacebook },
    { key: 'twitter', href: links.twitter, icon: IconBrandX },
    { key: 'linkedin', href: links.linkedin, icon: IconBrandLinkedin },
  ] as const;
  return (
    <Group gap="xs" aria-label={t('share.label')} role="group">
      <Text size="sm" fw={600}>
        {t('share.label')}
      </Text>
      {networks.map(({ key, href, icon: Icon }) => (
        <ActionIcon
          key={key}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          size="lg"
          aria-label={t(`share.${key}`)}
        >
          <Icon size={18} />
        </ActionIcon>
      ))}
      <Button variant="light" size="xs" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconLink size={14} />}>
        <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
      </Button>
    </Group>
  );
}
