import { SimpleGrid } from '@mantine/core';
import type { PostSummary } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { CARD_COLUMNS, coverLoading } from './cardGrid.ts';
import { ListStates } from './ListStates.tsx';
import { Pager } from './Pager.tsx';
import { PostCard } from './PostCard.tsx';
import type { PagedList } from './store.ts';

interface PostGridProps {
  list: PagedList<PostSummary>;
  emptyText: string;
  load(page: number): void;
}

/** Post cards in a grid with the pager: the blog, a search's results and a tag's page. */
export function PostGrid({ list, emptyText, load }: PostGridProps) {
  const { t } = useTranslation('blog');
  const changePage = (page: number) => {
    load(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <ListStates list={list} errorText={t('postsFailed')} emptyText={emptyText}>
      {(items) => (
        <>
          <SimpleGrid cols={CARD_COLUMNS}>
            {items.map((post, index) => (
              <PostCard key={post.id} post={post} coverLoading={coverLoading(index)} />
            ))}
          </SimpleGrid>
          {list.data && <Pager page={list.page} total={list.data.total} pageSize={list.data.pageSize} onChange={changePage} />}
        </>
      )}
    </ListStates>
  );
}
