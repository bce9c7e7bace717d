import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { BLOG_FEED, blogJsonLd } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useInitialData } from '../../lib/initialData.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { BlogSearch } from './BlogSearch.tsx';
import { PostGrid } from './PostGrid.tsx';
import { useBlogList } from './store.ts';
import { TestimonialGrid } from './TestimonialGrid.tsx';
import { useFilteredPosts } from './useFilteredPosts.ts';

type Tab = 'stories' | 'testimonies';

function AllStories() {
  const { t } = useTranslation('blog');
  const { list, load } = useBlogList('posts');
  return (
    <PostGrid list={list} load={(page) => void load(page)} emptyText={t('noItems', { tab: t('tabs.stories').toLowerCase() })} />
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation('blog');
  const { list, load } = useFilteredPosts({ q });
  return (
    <Stack gap="sm">
      <Text aria-live="polite" fw={600}>
        {t('search.results', { q })}
      </Text>
      <PostGrid list={list} load={load} emptyText={t('search.noResults', { q })} />
    </Stack>
  );
}

function StoriesTab() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <Stack>
      <BlogSearch value={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {q ? <SearchResults q={q} /> : <AllStories />}
    </Stack>
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
      <Seo title={t('title')} description={t('description')} jsonLd={blogJsonLd(servedPosts, siteOrigin())} feed={BLOG_FEED} />
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
