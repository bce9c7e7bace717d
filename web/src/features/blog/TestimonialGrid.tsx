import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CARD_COLUMNS, coverLoading } from './cardGrid.ts';
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
          <SimpleGrid cols={CARD_COLUMNS}>
            {items.map((item, index) => (
              <TestimonialCard key={item.id} testimonial={item} coverLoading={coverLoading(index)} />
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
