import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type KnowledgeEntry, LANGUAGES, SITE_LANGUAGES, type SiteLanguage, TIMINGS } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../ui/icons/IconCheck.ts';
import { IconPencil } from '../../../ui/icons/IconPencil.ts';
import { IconPlus } from '../../../ui/icons/IconPlus.ts';
import { IconTrash } from '../../../ui/icons/IconTrash.ts';
import { LoadError } from '../LoadError.tsx';
import { EntryDialog } from './EntryDialog.tsx';
import { useKnowledge } from './store.ts';
import { TryQuestion } from './TryQuestion.tsx';

const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
const siteLanguage = (code: string): SiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(code.split('-')[0] ?? '') ? (code.split('-')[0] as SiteLanguage) : 'en';

/** The assistant's knowledge base: its entries in one language at a time, what is missing, and a box to try it. */
export default function KnowledgePage() {
  const { t, i18n } = useTranslation(['knowledge', 'admin']);
  const { items, loading, error, load, remove } = useKnowledge();
  const [language, setLanguage] = useState<SiteLanguage>(siteLanguage(i18n.language));
  const [onlyMissing, setOnlyMissing] = useState('all');
  const [dialog, setDialog] = useState<{ entry: KnowledgeEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeEntry | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), TIMINGS.successBannerMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const missingHere = items.filter((entry) => entry.missing.includes(language));
  const shown = onlyMissing === 'missing' ? missingHere : items;
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      setBanner(t('deleted'));
    } catch (failure) {
      console.warn('Deleting the entry failed', failure);
    }
    setDeleting(null);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ entry: null })}>
          {t('new')}
        </Button>
      </Group>
      <Text c="dimmed">{t('intro')}</Text>
      {banner && (
        <Alert color="green" icon={<IconCheck />} role="status">
          {banner}
        </Alert>
      )}
      <TryQuestion language={language} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('language')}
          data={SITE_LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
          allowDeselect={false}
          value={language}
          onChange={(value) => setLanguage((value as SiteLanguage | null) ?? language)}
        />
        <SegmentedControl
          aria-label={t('filter')}
          value={onlyMissing}
          onChange={setOnlyMissing}
          data={[
            { value: 'all', label: t('all', { count: items.length }) },
            { value: 'missing', label: t('missingCount', { count: missingHere.length }) },
          ]}
        />
      </Group>
      {error ? (
        <LoadError message={error} title={t('loadFailed')} onRetry={load} />
      ) : loading && items.length === 0 ? (
        <Loader mx="auto" role="img" aria-label={t('admin:common.loading')} />
      ) : shown.length === 0 ? (
        <Text ta="center" py="xl" fw={600}>
          {onlyMissing === 'missing' ? t('noneMissing') : t('empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {shown.map((entry) => {
            const wording = entry.translations[language];
            const dir = LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
            return (
              <Card key={entry.id} withBorder component="article" aria-label={wording?.question ?? entry.id}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    {wording ? (
                      <Text fw={600} dir={dir} lang={language}>
                        {wording.question}
                      </Text>
                    ) : (
                      <Badge color="red" variant="light">
                        {t('missingIn', { language: languageName(language) })}
                      </Badge>
                    )}
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-label={t('edit', { id: entry.id })}
                        onClick={() => setDialog({ entry })}
                      >
                        <IconPencil size={16} />
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('delete', { id: entry.id })}
                        onClick={() => setDeleting(entry)}
                      >
                        <IconTrash size={16} />
                      </Button>
                    </Group>
                  </Group>
                  {wording?.answer && (
                    <Text size="sm" dir={dir} lang={language} style={{ whiteSpace: 'pre-wrap' }}>
                      {wording.answer}
                    </Text>
                  )}
                  <Group gap="xs">
                    {entry.fact && <Badge variant="outline">{t(`facts.${entry.fact.key}`)}</Badge>}
                    <Anchor href={entry.link} target="_blank" size="xs">
                      {entry.link}
                    </Anchor>
                    {entry.missing.length > 0 && (
                      <Text size="xs" c="red">
                        {t('lacks', { languages: entry.missing.map(languageName).join(', ') })}
                      </Text>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <EntryDialog
        opened={dialog !== null}
        entry={dialog?.entry ?? null}
        language={language}
        onClose={() => setDialog(null)}
        onSaved={() => setBanner(dialog?.entry ? t('updated') : t('created'))}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')}>
        <Stack>
          <Text>{t('deleteConfirm', { question: deleting?.translations[language]?.question ?? deleting?.id ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('admin:common.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete}>
              {t('admin:common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
