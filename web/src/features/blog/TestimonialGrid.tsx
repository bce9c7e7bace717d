import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListStates } from './ListStates.tsx';
import { Pager } from './Pager.tsx';
import { useBlogList } from './store.ts';
import { TestimonialCard } from './TestimonialCard.tsx';

/** Testimonials, nine a page. The blog's tab hides the pager (as the spec shows); /testimonies shows it. */
export function TestimonialGrid({ showPagination }: { showPagination: boolean }) {
  const { t } = useTranslation('blog');
  const { list: testimonials, load } = useBlogList('testimonials');

  return (
    <ListStates list={testimonials} errorText={t('testimonialsFailed')} emptyText={t('noTestimonials')} fullPageError>
      {(items) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((item) => (
              <TestimonialCard key={item.id} testimonial={item} />
            ))}
          </SimpleGrid>
          {showPagination && testimonials.data && (
            <Pager
              page={testimonials.page}
              total={testimonials.data.total}
              pageSize={testimonials.data.pageSize}
              onChange={load}
            />
          )}
        </>
      )}
    </ListStates>
  );
}
