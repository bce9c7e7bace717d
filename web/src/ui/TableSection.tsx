import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable, type ResponsiveTableProps } from './ResponsiveTable.tsx';

interface TableSectionProps<T> extends Omit<ResponsiveTableProps<T>, 'label'> {
  title: string;
  /** `page`: the list is what the page is about (a level-1 heading); `card`: one bordered card among others. */
  variant: 'page' | 'card';
  /** Beside the title: the list's main action or its filter. */
  actions?: ReactNode;
  /** Between the heading and the rows: search fields, filters, a load error. */
  toolbar?: ReactNode;
  /** Shown instead of the table while there are no rows: loading, empty, no match or failed. */
  empty: ReactNode;
  /** Below the rows. */
  footer?: ReactNode;
}

/** A titled list of rows (see ResponsiveTable): every back-office and dashboard table has the same heading and empty state. */
export function TableSection<T>({ title, variant, actions, toolbar, empty, footer, ...table }: TableSectionProps<T>) {
  const page = variant === 'page';
  const content = (
    <Stack gap={page ? 'md' : 'sm'}>
      <Group justify="space-between" wrap="wrap">
        <Title order={page ? 1 : 2} size={page ? undefined : 'h4'}>
          {title}
        </Title>
        {actions}
      </Group>
      {toolbar}
      {table.rows.length === 0 ? empty : <ResponsiveTable label={title} {...table} />}
      {footer}
    </Stack>
  );
  return page ? (
    content
  ) : (
    <Paper withBorder radius="md" p="md">
      {content}
    </Paper>
  );
}
