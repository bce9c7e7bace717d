import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './safeHtml.module.css';

/**
 * Post HTML is sanitised by the server on save and again here before it touches the DOM. Its own
 * words set its direction: an English post in an Arabic page reads left to right. Rendered on the
 * server (decision 014) there is no DOM for DOMPurify to work in: the page carries the HTML as the
 * server stored it, sanitised on save, and the browser keeps that markup as it hydrates.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.isSupported
        ? DOMPurify.sanitize(html, {
            USE_PROFILES: { html: true },
            FORBID_TAGS: ['style', 'form', 'input', 'iframe'],
            FORBID_ATTR: ['style'],
          })
        : html,
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save by the server, and by DOMPurify just above in a browser
  return <Typography dir="auto" className={classes.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
