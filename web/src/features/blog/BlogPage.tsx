import { Container, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { blogJsonLd } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInitialData } from '../../lib/initialData.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { ListStates } from './ListStates.tsx';
import { Pager } from './Pager.tsx';
import { PostCard } from './PostCard.tsx';
import { useBlogList } from './store.ts';
import { TestimonialGrid } from './TestimonialGrid.tsx';

type Tab = 'stories' | 'testimonies';

function StoriesTab() {
  const { t } = useTranslation('blog');
  const { list: posts, load } = useBlogList('posts');

  const changePage = (page: number) => {
    void load(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <ListStates list={posts} errorText={t('postsFailed')} emptyText={t('noItems', { tab: t('tabs.stories').toLowerCase() })}>
      {(items) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </SimpleGrid>
          {posts.data && (
            <Pager page={posts.page} total={posts.data.total} pageSize={posts.data.pageSize} onChange={changePage} />
          )}
        </>
      )}
    </ListStates>
  );
}

export default function BlogPage() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'testimonies' ? 'testimonies' : 'stories';
  // The posts the page was served with: what a crawler reads, and unchanged once the app takes over.
  const servedPosts = useInitialData().posts?.items ?? [];

  return (
    <Container size="lg" py="xl">
      <Seo title={t('title')} description={t('description')} jsonLd={blogJsonLd(servedPosts, siteOrigin())} />
      <Stack>
        <Title order={1}>{t('title')}</Title>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'testimonies' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="stories">{t('tabs.stories')}</Tabs.Tab>
            <Tabs.Tab value="testimonies">{t('tabs.testimonials')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stories">
            <StoriesTab />
          </Tabs.Panel>
          <Tabs.Panel value="testimonies">
            <TestimonialGrid showPagination={false} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
