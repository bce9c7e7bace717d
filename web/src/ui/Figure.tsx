import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface FigureProps {
  label: string;
  value: ReactNode;
  /** The value's font size in px. */
  size?: number;
  testId?: string;
}

/**
 * A figure as the dashboards show it: its name, small and dimmed, above the value. The value keeps
 * its own direction, so a price or a rate reads the same inside a right-to-left page.
 */
export function Figure({ label, value, size = 22, testId }: FigureProps) {
  return (
    <div data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={size} fw={700} dir="ltr" style={{ unicodeBidi: 'isolate' }}>
        {value}
      </Text>
    </div>
  );
}
