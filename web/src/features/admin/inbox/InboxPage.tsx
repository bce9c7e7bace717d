import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Box, Button, Grid, Group, Loader, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { type ConversationStatus, INBOX_STATUSES, type InboxCounts, type InboxSearch, inboxSearchSchema } from '@storysong/core';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { count } from '../../../ui/format.ts';
import { IconArrowLeft } from '../../../ui/icons/IconArrowLeft.ts';
import { IconSearch } from '../../../ui/icons/IconSearch.ts';
import { translateMessage } from '../../../ui/messages.ts';
import rtl from '../../../ui/rtl.module.css';
import { LoadError } from '../LoadError.tsx';
import { ConversationList } from './ConversationList.tsx';
import { useInbox, useInboxCounts } from './store.ts';
import { ThreadView } from './ThreadView.tsx';

const ALL = 'all';

/** A status tab's label: its name, how many, and how many have unread messages. */
function tabLabel(t: TFunction, language: string, status: ConversationStatus, counts: InboxCounts | null) {
  const figures = counts?.[status];
  if (!figures) return t(`status.${status}`);
  return figures.unread > 0
    ? t('list.tabUnread', {
        status: t(`status.${status}`),
        total: count(figures.total, language),
        unread: count(figures.unread, language),
      })
    : t('list.tab', { status: t(`status.${status}`), total: count(figures.total, language) });
}

/** Searching by the visitor's address, with the same field the route reads. */
function SearchForm() {
  const { t } = useTranslation(['inbox', 'validation']);
  const { email, search } = useInbox();
  const { register, handleSubmit, formState, reset } = useForm<InboxSearch>({
    resolver: zodResolver(inboxSearchSchema),
    defaultValues: { email: email ?? '' },
  });
  const submit = handleSubmit(({ email: wanted }) => search(wanted));
  return (
    <search>
      <form onSubmit={submit} noValidate aria-label={t('search.label')}>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t('search.label')}
            type="email"
            autoComplete="off"
            error={translateMessage(t, formState.errors.email?.message)}
            style={{ flex: 1, minWidth: 200 }}
            {...register('email')}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} mt={{ base: 0, xs: 25 }}>
            {t('search.submit')}
          </Button>
          {email && (
            <Button
              variant="subtle"
              mt={{ base: 0, xs: 25 }}
              onClick={() => {
                reset({ email: '' });
                search(null);
              }}
            >
              {t('search.clear')}
            </Button>
          )}
        </Group>
      </form>
    </search>
  );
}

/** The list's side: the status tabs (or the search's results) and the conversations, with their loading, empty and error states. */
function ListPane({ selectedId }: { selectedId: string | null }) {
  const { t, i18n } = useTranslation('inbox');
  const { status, email, list, listLoading, listError, moreLoading, setStatus, load, loadMore } = useInbox();
  const counts = useInboxCounts((s) => s.counts);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever the status or the search changes
  useEffect(() => {
    void load();
  }, [status, email, load]);

  return (
    <Stack gap="sm">
      <SearchForm />
      {email ? (
        <Text size="sm" role="status">
          {t('search.results', { email, count: list?.conversations.length ?? 0 })}
        </Text>
      ) : (
        <Tabs
          value={status ?? ALL}
          onChange={(value) => setStatus(value === ALL || !value ? null : (value as ConversationStatus))}
          variant="pills"
        >
          <Tabs.List aria-label={t('list.statuses')}>
            {INBOX_STATUSES.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {tabLabel(t, i18n.language, value, counts)}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value={ALL}>{t('list.all')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      {listError && <LoadError message={listError} onRetry={load} />}
      {!list && listLoading && <Loader role="img" aria-label={t('list.loading')} />}
      {list && list.conversations.length === 0 && (
        <Text c="dimmed" data-testid="inbox-empty">
          {email ? t('search.none') : t('list.empty')}
        </Text>
      )}
      {list && list.conversations.length > 0 && <ConversationList conversations={list.conversations} selectedId={selectedId} />}
      {list?.next && (
        <Button variant="light" onClick={() => void loadMore()} loading={moreLoading} style={{ alignSelf: 'flex-start' }}>
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}

/** The thread's side: the conversation chosen, or a word on choosing one. */
function ThreadPane({ id }: { id: string | null }) {
  const { t } = useTranslation('inbox');
  const { thread, threadLoading, threadError, open, close } = useInbox();

  useEffect(() => {
    if (id) void open(id);
    else close();
  }, [id, open, close]);

  if (!id) return <Text c="dimmed">{t('thread.choose')}</Text>;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/admin/inbox" hiddenFrom="md" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} className={rtl.flip} aria-hidden />
          {t('thread.back')}
        </Group>
      </Anchor>
      {threadError && <LoadError message={threadError} onRetry={() => void open(id)} />}
      {!thread && threadLoading && <Loader role="img" aria-label={t('thread.loading')} />}
      {thread && thread.id === id && <ThreadView thread={thread} />}
    </Stack>
  );
}

/** /admin/inbox and /admin/inbox/:id: the team's conversations with visitors, and one thread beside them (below 62em, one or the other). */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  const { conversationId } = useParams();
  const selected = conversationId ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box visibleFrom={selected ? 'md' : undefined}>
            <ListPane selectedId={selected} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box visibleFrom={selected ? undefined : 'md'} component="section" aria-label={t('thread.region')}>
            <ThreadPane id={selected} />
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
