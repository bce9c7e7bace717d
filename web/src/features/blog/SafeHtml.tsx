import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './safeHtml.module.css';

/**
 * Post HTML is sanitised by the server on save and again here before it touches the DOM. Its own
 * words set its direction: an English post in an Arabic page reads left to right.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <Typography dir="auto" className={classes.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
