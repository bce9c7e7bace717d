import { Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePhone } from './usePhone.ts';

export interface Column<T> {
  key: string;
  /** The column header; on a phone, the label beside each value. */
  label: string;
  render(row: T): ReactNode;
  /** Buttons: a card shows them unlabelled, at its end. */
  action?: boolean;
  /** The header is for screen readers only. */
  headerHidden?: boolean;
}

export interface ResponsiveTableProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey(row: T): string;
  /** The table's width below which it scrolls sideways (from a tablet up). */
  minWidth: number;
  /** What the table lists: the name of its scroll area, which the keyboard reaches to scroll it. */
  label: string;
  striped?: boolean;
}

/**
 * A table from a tablet up; on a phone each row becomes a card listing every column, so status,
 * amounts and actions stay on screen rather than behind a sideways scroll nobody sees.
 */
export function ResponsiveTable<T>({ rows, columns, rowKey, minWidth, label, striped = true }: ResponsiveTableProps<T>) {
  if (usePhone()) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder radius="md" p="sm" data-testid="row-card">
            <Stack gap={6}>
              {columns.map((column) =>
                column.action ? (
                  <Group key={column.key} justify="flex-end" gap="xs">
                    {column.render(row)}
                  </Group>
                ) : (
                  <Group key={column.key} justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      {column.label}
                    </Text>
                    <div style={{ minWidth: 0, textAlign: 'end', overflowWrap: 'anywhere' }}>{column.render(row)}</div>
                  </Group>
                ),
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    // Focusable, or a keyboard could never scroll to the columns past the edge (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      <Table striped={striped} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>
                {column.headerHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.render(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
