import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from './ListStates.tsx';
import { Pager } from './Pager.tsx';
import { useBlogList } from './store.ts';
import { TestimonyCard } from './TestimonyCard.tsx';

/** Testimonies, nine a page. The blog's tab hides the pager (as the spec shows); /testimonies shows it. */
export function TestimonyGrid({ showPagination }: { showPagination: boolean }) {
  const { t } = useTranslation('blog');
  const { list: testimonies, load } = useBlogList('testimonies');

  return (
    <ListStates list={testimonies} errorText={t('testimoniesFailed')} emptyText={t('noTestimonies')} fullPageError>
      {(items) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((item) => (
              <TestimonyCard key={item.id} testimony={item} />
            ))}
          </SimpleGrid>
          {showPagination && testimonies.data && (
            <Pager page={testimonies.page} total={testimonies.data.total} pageSize={testimonies.data.pageSize} onChange={load} />
          )}
        </>
      )}
    </ListStates>
  );
}
