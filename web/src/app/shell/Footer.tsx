import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconBrandFacebook } from '../../ui/icons/IconBrandFacebook.ts';
import { IconBrandInstagram } from '../../ui/icons/IconBrandInstagram.ts';
import { IconBrandTiktok } from '../../ui/icons/IconBrandTiktok.ts';
import { IconBrandX } from '../../ui/icons/IconBrandX.ts';
import { IconBrandYoutube } from '../../ui/icons/IconBrandYoutube.ts';
import classes from './shell.module.css';

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/storysong', Icon: IconBrandInstagram },
  { name: 'Facebook', href: 'https://www.facebook.com/storysong', Icon: IconBrandFacebook },
  { name: 'X', href: 'https://x.com/storysong', Icon: IconBrandX },
  { name: 'YouTube', href: 'https://www.youtube.com/@storysong', Icon: IconBrandYoutube },
  { name: 'TikTok', href: 'https://www.tiktok.com/@storysong', Icon: IconBrandTiktok },
] as const;

/** The copyright year is the spec's fixed 2024, not the current year. */
const COPYRIGHT_YEAR = 2024;

export default function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Stack align="center" gap="sm">
        <Group gap="xs" component="ul" aria-label={t('footer.social')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {SOCIAL.map(({ name, href, Icon }) => (
            <li key={name}>
              <a
                className={classes.socialLink}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('footer.opensInNewTab', { name })}
              >
                <Icon size={24} aria-hidden />
              </a>
            </li>
          ))}
        </Group>
        <Text size="sm">{t('footer.rights', { year: COPYRIGHT_YEAR })}</Text>
        <Anchor component={Link} to="/terms" size="sm" underline="always">
          {t('footer.terms')}
        </Anchor>
      </Stack>
    </footer>
  );
}
