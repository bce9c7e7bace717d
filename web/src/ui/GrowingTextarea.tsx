import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties, Ref } from 'react';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows' | 'styles'> {
  minRows: number;
  /** Beyond this the text scrolls; without it the box grows with the text. */
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Padding and border around the rows of a Mantine input. */
const FRAME = 'calc(2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale)))';

/** A row is a line of the box's own line height (1lh). */
const rowsHigh = (rows: number) => `calc(${rows} * 1lh + ${FRAME})`;

/**
 * A textarea that grows with its text, from minRows to maxRows. The browser sizes it (CSS
 * `field-sizing: content`) rather than Mantine's `autosize`, which measures a hidden copy of the
 * box after every render: on the gift and order pages that forced layout ran inside hydration's
 * one long commit (decision 054). Where the browser cannot size a field to its content, `rows`
 * keeps the box minRows high and the text scrolls.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  const size: CSSProperties = {
    fieldSizing: 'content',
    // Never lower than a one-line input beside it (Mantine's own min-height, which this replaces).
    minHeight: `max(var(--input-height), ${rowsHigh(minRows)})`,
    maxHeight: maxRows === undefined ? undefined : rowsHigh(maxRows),
  };
  return <Textarea {...props} rows={minRows} styles={{ input: size }} />;
}
