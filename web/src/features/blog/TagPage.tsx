import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { tagPageMeta } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { IconArrowLeft } from '../../ui/icons/IconArrowLeft.ts';
import rtl from '../../ui/rtl.module.css';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { PostGrid } from './PostGrid.tsx';
import { useFilteredPosts } from './useFilteredPosts.ts';

/** /blog/tag/:tag: the published posts carrying a tag, newest first. */
export default function TagPage() {
  const { t } = useTranslation('blog');
  const { tag = '' } = useParams();
  const { list, load } = useFilteredPosts({ tag });
  return (
    <Container size="lg" py="xl">
      <Seo {...tagPageMeta(tag, siteOrigin())} title={t('tag.title', { tag })} description={t('tag.description', { tag })} />
      <Stack>
        <Anchor component={Link} to="/blog" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} className={rtl.flip} aria-hidden />
            {t('back')}
          </Group>
        </Anchor>
        <Title order={1}>{t('tag.title', { tag })}</Title>
        <PostGrid list={list} load={load} emptyText={t('tag.empty')} />
      </Stack>
    </Container>
  );
}
