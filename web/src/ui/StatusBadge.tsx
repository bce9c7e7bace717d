import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_COLOURS, type StatusBadgeVariant, type StatusKind, statusBadgeStyle } from './statusColours.ts';

type StatusBadgeProps<K extends StatusKind> = Omit<BadgeProps, 'color' | 'variant'> & {
  kind: K;
  status: keyof (typeof STATUS_COLOURS)[K];
  variant?: StatusBadgeVariant;
  children: ReactNode;
};

/** A status as a badge in its one colour (see STATUS_COLOURS), readable at 4.5:1; the caller gives the translated label. */
export function StatusBadge<K extends StatusKind>({
  kind,
  status,
  variant = 'light',
  style,
  children,
  ...props
}: StatusBadgeProps<K>) {
  const colours: Record<string, string> = STATUS_COLOURS[kind];
  const colour = colours[status as string] ?? 'gray';
  return (
    <Badge
      color={colour}
      variant={variant}
      // The caller's style adds to the status colours (a layout rule), never replaces them.
      style={[statusBadgeStyle(colour, variant), style]}
      data-kind={kind}
      data-status={String(status)}
      // A status is a word or two: cut to "ACT…" it says nothing, so a narrow table column grows for it instead.
      miw="max-content"
      {...props}
    >
      {children}
    </Badge>
  );
}
