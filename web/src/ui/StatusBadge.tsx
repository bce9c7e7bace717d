import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_COLOURS, type StatusKind } from './statusColours.ts';

type StatusBadgeProps<K extends StatusKind> = Omit<BadgeProps, 'color'> & {
  kind: K;
  status: keyof (typeof STATUS_COLOURS)[K];
  children: ReactNode;
};

/** A status as a badge in its one colour (see STATUS_COLOURS); the caller gives the translated label. */
export function StatusBadge<K extends StatusKind>({ kind, status, variant = 'light', children, ...props }: StatusBadgeProps<K>) {
  const colours: Record<string, string> = STATUS_COLOURS[kind];
  return (
    <Badge color={colours[status as string]} variant={variant} data-kind={kind} data-status={String(status)} {...props}>
      {children}
    </Badge>
  );
}
