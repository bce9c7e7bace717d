import { SimpleGrid } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStates } from './ListStates.tsx';
import { Pager } from './Pager.tsx';
import { useBlog } from './store.ts';
import { TestimonyCard } from './TestimonyCard.tsx';

/** Testimonies, nine a page. The blog's tab hides the pager (as the spec shows); /testimonies shows it. */
export function TestimonyGrid({ showPagination }: { showPagination: boolean }) {
  const { t } = useTranslation('blog');
  const { testimonies: latest, loadTestimonies } = useBlog();
  // A store update renders at once, in one block; deferred, the cards render in interruptible slices.
  const testimonies = useDeferredValue(latest);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once on entry; the pager loads other pages
  useEffect(() => {
    void loadTestimonies(testimonies.page);
  }, [loadTestimonies]);

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
            <Pager
              page={testimonies.page}
              total={testimonies.data.total}
              pageSize={testimonies.data.pageSize}
              onChange={loadTestimonies}
            />
          )}
        </>
      )}
    </ListStates>
  );
}
