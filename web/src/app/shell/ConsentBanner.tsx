import { Button, Group, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../ui/announcer.ts';
import { acceptTerms } from './consent.ts';
import { SKIP_LINK_ID } from './SkipLink.tsx';
import classes from './shell.module.css';

const TermsModal = lazy(() => import('./TermsModal.tsx'));

/** Shown by the shell until the visitor accepts the terms (localStorage `hasAcceptedTerms`). */
export default function ConsentBanner() {
  const { t } = useTranslation();
  const [termsOpen, setTermsOpen] = useState(false);
  // The banner goes once accepted: focus would fall to the page body, so it moves to the start of the page.
  const accept = () => {
    acceptTerms();
    document.getElementById(SKIP_LINK_ID)?.focus();
    announce(t('consent.accepted'));
  };
  return (
    <>
      {/* The full-screen modal replaces the banner while open, so nothing sits on top of it. */}
      {!termsOpen && (
        <Paper className={classes.banner} shadow="xl" p="md" withBorder role="region" aria-label={t('consent.label')}>
          <Text size="sm" mb="sm">
            {t('consent.text')}
          </Text>
          <Group gap="sm">
            <Button onClick={accept}>{t('consent.accept')}</Button>
            <Button variant="subtle" onClick={() => setTermsOpen(true)} aria-haspopup="dialog">
              {t('consent.viewTerms')}
            </Button>
          </Group>
        </Paper>
      )}
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsModal opened={termsOpen} onClose={() => setTermsOpen(false)} onAccept={accept} />
        </Suspense>
      )}
    </>
  );
}
