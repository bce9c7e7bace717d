import { languageOption, manifestPath } from '@storysong/core';

/**
 * The page links the web manifest in the visitor's language (built by vite-manifests.ts), so an
 * app installed in French is named and described in French. Follows language changes.
 */
export function linkManifest(language: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestPath(languageOption(language).code);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
