import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { PostRevision, PostRevisionSummary } from '@storysong/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSiteDateTime } from '../../../ui/format.ts';
import { IconArrowBackUp } from '../../../ui/icons/IconArrowBackUp.ts';
import { IconChevronLeft } from '../../../ui/icons/IconChevronLeft.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { fetchRevision, fetchRevisions } from './revisions.ts';

const RichEditor = lazy(() => import('./RichEditor.tsx'));

interface RevisionHistoryProps {
  postId: string;
  opened: boolean;
  onClose(): void;
  /** Puts a version's text into the editor; staff then save it as any other change. */
  onRestore(revision: PostRevision): void;
}

/** The post's kept versions (each publish and each draft save), newest first; one can be viewed and restored. */
export function RevisionHistory({ postId, opened, onClose, onRestore }: RevisionHistoryProps) {
  const { t, i18n } = useTranslation('admin');
  const [list, setList] = useState<PostRevisionSummary[] | null>(null);
  const [viewing, setViewing] = useState<PostRevision | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setList(null);
    setViewing(null);
    setFailed(false);
    fetchRevisions(postId).then(setList, () => setFailed(true));
  }, [opened, postId]);

  const view = (version: number) => {
    setFailed(false);
    fetchRevision(postId, version).then(setViewing, () => setFailed(true));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('posts.history')} size="lg" zIndex={300}>
      <Stack>
        {failed && (
          <Alert color="red" role="alert">
            {t('posts.historyFailed')}
          </Alert>
        )}
        {viewing ? (
          <Stack>
            <Group justify="space-between" wrap="wrap">
              <Button variant="subtle" leftSection={<IconChevronLeft size={16} aria-hidden />} onClick={() => setViewing(null)}>
                {t('posts.backToHistory')}
              </Button>
              <Button leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => onRestore(viewing)}>
                {t('posts.restoreVersion')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('posts.versionLabel', { version: viewing.version })} · {formatSiteDateTime(viewing.savedAt, i18n.language)}
            </Text>
            <Title order={3}>{viewing.title || t('posts.untitled')}</Title>
            <Suspense fallback={<Loader size="sm" role="img" aria-label={t('common.loading')} />}>
              <RichEditor
                key={viewing.version}
                value={viewing.content}
                label={t('posts.versionLabel', { version: viewing.version })}
                invalid={false}
                onChange={() => {}}
                readOnly
              />
            </Suspense>
          </Stack>
        ) : list === null ? (
          !failed && <Loader mx="auto" role="img" aria-label={t('common.loading')} />
        ) : list.length === 0 ? (
          <Text c="dimmed">{t('posts.historyEmpty')}</Text>
        ) : (
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((revision) => (
              <Group
                key={revision.version}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{t('posts.versionLabel', { version: revision.version })}</Text>
                    <StatusBadge kind="post" status={revision.status}>
                      {t(`posts.status.${revision.status}`)}
                    </StatusBadge>
                  </Group>
                  <Text size="sm" c="dimmed" truncate>
                    {formatSiteDateTime(revision.savedAt, i18n.language)} · {revision.title || t('posts.untitled')}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => view(revision.version)}
                  aria-label={t('posts.viewVersion', { version: revision.version })}
                >
                  {t('posts.view')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
