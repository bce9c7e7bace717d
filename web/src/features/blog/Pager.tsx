import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconChevronLeft } from '../../ui/icons/IconChevronLeft.ts';
import { IconChevronRight } from '../../ui/icons/IconChevronRight.ts';
import rtl from '../../ui/rtl.module.css';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange(page: number): void;
}

/** The spec's pagination: from page 1, Previous disabled on the first page, Next on the last; hidden for a single page. */
export function Pager({ page, total, pageSize, onChange }: PagerProps) {
  const { t } = useTranslation('blog');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pagination.label')} justify="center" gap="sm" mt="lg">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} className={rtl.flip} />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pagination.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('pagination.status', { page, pages })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} className={rtl.flip} />}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </Button>
    </Group>
  );
}
