import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialData } from '@storysong/core';
import type { Services } from '../../services.ts';

/**
 * The web app's page renderer (web/src/render.tsx): the build writes it, self-contained, to
 * `.server/render.js` in the web output (web/vite-prerender.ts); functions/build.mjs copies that
 * folder beside the deployed function as `renderer/`.
 */
export const RENDERER_IN_WEB_BUILD = join('.server', 'render.js');
export const RENDERER_IN_FUNCTION = join('renderer', 'render.js');

interface RendererModule {
  renderDocument(shell: string, path: string, data: InitialData): Promise<string>;
}

/** A page the function renders per request with the data it shows; Hosting rewrites its path here. */
export interface RenderedPage {
  path: string;
  data(services: Services): Promise<InitialData>;
}

export interface PageRenderer {
  /** The page as a whole document with its data; null (after logging why) leaves it to the app shell. */
  render(page: RenderedPage, shell: string): Promise<string | null>;
  /**
   * The first render in a process imports the renderer (about 0.2 s) and the pages' code: about a
   * second in all, which would otherwise fall on the first visitor. Renders each page once, without
   * data, in the background.
   */
  warmUp(pages: RenderedPage[], shell: string): void;
}

export function pageRenderer(file: string, services: Services): PageRenderer {
  let loading: Promise<RendererModule> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(file).href) as Promise<RendererModule>;
    return loading;
  };
  return {
    async render(page, shell) {
      try {
        const [renderer, data] = await Promise.all([load(), page.data(services)]);
        return await renderer.renderDocument(shell, page.path, data);
      } catch (error) {
        services.log.error('page_render_failed', { path: page.path, message: (error as Error).message });
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
