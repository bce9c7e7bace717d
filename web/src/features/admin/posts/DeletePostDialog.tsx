import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AdminPost } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePosts } from './store.ts';

/** 'Delete Post' confirmation; on failure the dialog stays with 'Failed to delete post'. */
export function DeletePostDialog({ post, onClose }: { post: AdminPost | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const remove = usePosts((s) => s.remove);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!post) return;
    setBusy(true);
    setFailed(false);
    try {
      await remove(post.id);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={post !== null}
      onClose={() => {
        setFailed(false);
        onClose();
      }}
      title={t('posts.deleteTitle')}
    >
      <Stack>
        {failed && (
          <Alert color="red" role="alert">
            {t('posts.deleteFailed')}
          </Alert>
        )}
        <Text>{t('posts.deleteConfirm', { title: post?.title ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
