import { ActionIcon, Button, Group, Loader, SegmentedControl, Text, TextInput } from '@mantine/core';
import type { AdminPost, PostStatus } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatSiteDateTime } from '../../../ui/format.ts';
import { IconEdit } from '../../../ui/icons/IconEdit.ts';
import { IconPlus } from '../../../ui/icons/IconPlus.ts';
import { IconSearch } from '../../../ui/icons/IconSearch.ts';
import { IconTrash } from '../../../ui/icons/IconTrash.ts';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { LoadError } from '../LoadError.tsx';
import { DeletePostDialog } from './DeletePostDialog.tsx';
import { PostDialog } from './PostDialog.tsx';
import { usePosts } from './store.ts';

type StatusFilter = 'all' | PostStatus;

export default function PostsPage() {
  const { t, i18n } = useTranslation('admin');
  const { items: posts, loading, error, load } = usePosts();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<{ post: AdminPost | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);

  useEffect(() => {
    void load();
  }, [load]);

  const needle = search.trim().toLowerCase();
  const shown = posts.filter((p) => (status === 'all' || p.status === status) && p.title.toLowerCase().includes(needle));
  const filtering = needle !== '' || status !== 'all';
  const columns: Column<AdminPost>[] = [
    { key: 'title', label: t('posts.columns.title'), render: (post) => post.title || t('posts.untitled') },
    {
      key: 'status',
      label: t('posts.columns.status'),
      render: (post) => (
        <StatusBadge kind="post" status={post.status}>
          {t(`posts.status.${post.status}`)}
        </StatusBadge>
      ),
    },
    {
      key: 'date',
      label: t('posts.columns.date'),
      // A scheduled post shows when it goes out (UK time); the others when they were created.
      render: (post) =>
        post.status === 'scheduled' && post.publishAt
          ? t('posts.scheduledFor', { date: formatSiteDateTime(post.publishAt, i18n.language) })
          : formatDate(post.createdAt, i18n.language, { month: 'short', day: 'numeric', year: 'numeric' }),
    },
    {
      key: 'actions',
      label: t('posts.columns.actions'),
      action: true,
      render: (post) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('posts.editOf', { title: post.title })} onClick={() => setEditing({ post })}>
            <IconEdit size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('posts.deleteOf', { title: post.title })}
            onClick={() => setDeleting(post)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <TableSection
        variant="page"
        title={t('nav.posts')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ post: null })}>
            {t('posts.new')}
          </Button>
        }
        toolbar={
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('posts.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <SegmentedControl
              aria-label={t('posts.statusFilter')}
              value={status}
              onChange={(value) => setStatus(value as StatusFilter)}
              data={[
                { value: 'all', label: t('posts.all') },
                { value: 'draft', label: t('posts.status.draft') },
                { value: 'scheduled', label: t('posts.status.scheduled') },
                { value: 'published', label: t('posts.status.published') },
              ]}
            />
          </Group>
        }
        empty={
          error ? (
            <LoadError message={error} title={t('posts.loadFailed')} onRetry={load} />
          ) : loading && posts.length === 0 ? (
            <Loader mx="auto" role="img" aria-label={t('common.loading')} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {filtering ? t('posts.noMatch') : t('posts.empty')}
            </Text>
          )
        }
        // A failed load shows only why it failed, not a list that may be out of date.
        rows={error ? [] : shown}
        rowKey={(post) => post.id}
        columns={columns}
        minWidth={560}
      />
      <PostDialog opened={editing !== null} post={editing?.post ?? null} onClose={() => setEditing(null)} />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
