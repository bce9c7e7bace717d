import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type DocumentRenderer, type InitialData, RENDERER_DIR, RENDERER_FILE } from '@storysong/core';
import type { Services } from '../services.ts';

/** The web app's page renderer as the web build writes it (web/vite-prerender.ts). */
export const RENDERER_IN_WEB_BUILD = join(RENDERER_DIR, RENDERER_FILE);
/** functions/build.mjs copies the renderer's folder beside the deployed function as `renderer/`. */
export const RENDERER_IN_FUNCTION = join('renderer', RENDERER_FILE);

/** A page the function renders per request with the data it shows; Hosting rewrites its path here. */
export interface RenderedPage {
  path: string;
  data(services: Services): Promise<InitialData>;
}

export interface RenderedPages {
  /** The page at `path` as a whole document with its data; null (after logging why) leaves it to the app shell. */
  render(path: string, data: InitialData | Promise<InitialData>, shell: string): Promise<string | null>;
  /**
   * The first render in a process imports the renderer (about 0.2 s) and the pages' code: about a
   * second in all, which would otherwise fall on the first visitor. Renders each page once, without
   * data, in the background.
   */
  warmUp(pages: RenderedPage[], shell: string): void;
}

/** An error's message, with those of the errors it gathers (a render reports each part that failed). */
const messageOf = (error: unknown): string =>
  error instanceof AggregateError
    ? [error.message, ...error.errors.map(messageOf)].join(': ')
    : error instanceof Error
      ? error.message
      : String(error);

/** Renders pages with their data through the web app's renderer module at `file`, imported on first use. */
export function renderedPages(file: string, services: Services): RenderedPages {
  let loading: Promise<DocumentRenderer> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(file).href).then((module: { default: DocumentRenderer }) => module.default);
    return loading;
  };
  return {
    async render(path, pageData, shell) {
      // Both settle before the page is answered: a renderer that fails to load must not leave the
      // page's reads running after the response (nothing would await them, or see them fail).
      const [renderer, data] = await Promise.allSettled([load(), pageData]);
      try {
        if (renderer.status === 'rejected') throw renderer.reason;
        if (data.status === 'rejected') throw data.reason;
        return await renderer.value.renderDocument(shell, path, data.value);
      } catch (error) {
        // The first segment alone: an order's page has its secret link in the path.
        services.log.error('page_render_failed', { page: `/${path.split(/[/?]/)[1] ?? ''}`, message: messageOf(error) });
        return null;
      }
    },
    warmUp(pages, shell) {
      if (pages.length === 0) return;
      setTimeout(async () => {
        try {
          const renderer = await load();
          for (const page of pages) await renderer.renderDocument(shell, page.path, {});
        } catch (error) {
          services.log.warn('page_renderer_unavailable', { file, message: (error as Error).message });
        }
      }, 0);
    },
  };
}
