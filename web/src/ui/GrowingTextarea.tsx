import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties, Ref } from 'react';
import classes from './growingTextarea.module.css';

export interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows'> {
  minRows: number;
  /** Beyond this the text scrolls; without it the box grows with the text. */
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A textarea that grows with its text, from minRows to maxRows. The browser sizes it (CSS
 * `field-sizing: content`) rather than Mantine's `autosize`, which measures a hidden copy of the
 * box after every render: on the gift and order pages that forced layout ran inside hydration's
 * one long commit (decision 054). Where the browser cannot size a field to its content the box
 * keeps minRows and scrolls.
 */
export function GrowingTextarea({ minRows, maxRows, ...props }: GrowingTextareaProps) {
  const rows = { '--growing-rows-min': minRows, '--growing-rows-max': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ input: classes.input }} styles={{ input: rows }} />;
}
