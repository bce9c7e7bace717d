import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type InitialData, type Page, type PostSummary, type PublicTestimonial, SHELL_FILE } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../seed/index.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { RENDERER_IN_WEB_BUILD } from './rendered-pages.ts';

const SHELL = '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>';

/**
 * A web build folder with the shell and a renderer module standing in for web/src/documentRenderer.tsx
 * (whose own output the e2e suite checks in Chromium): it writes the path and data it was given
 * into #root, so the test sees exactly what the function passed.
 */
function webBuild(renderer: string): string {
  const root = mkdtempSync(join(tmpdir(), 'storysong-web-'));
  writeFileSync(join(root, SHELL_FILE), SHELL);
  const file = join(root, RENDERER_IN_WEB_BUILD);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderer);
  return root;
}

const ECHO_RENDERER = `export default {
  async renderDocument(shell, path, data) {
    return shell.replace('<div id="root"></div>', () => '<div id="root">' + JSON.stringify({ path, data }) + '</div>');
  },
  routePatterns: () => [],
  notFoundPath: '/404',
};`;

const renderedWith = (html: string) =>
  JSON.parse(/<div id="root">(.*)<\/div>/.exec(html)?.[1] ?? 'null') as { path: string; data: InitialData };

describe('pages the function renders with their data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, {}, { root: webBuild(ECHO_RENDERER) });
    await seedDemo(api.services);
  });
  afterAll(() => api.close());

  it('renders /blog with the first page of published posts, as the API lists it, never cached', async () => {
    const response = await api.request('GET', '/blog');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const listed = (await api.json<Page<PostSummary>>('GET', '/api/blog/posts?page=1')).body;
    expect(listed.items.length).toBeGreaterThan(0);
    expect(renderedWith(await response.text())).toEqual({ path: '/blog', data: { posts: listed } });
  });

  it('renders /testimonies with the first page of testimonials', async () => {
    const listed = (await api.json<Page<PublicTestimonial>>('GET', '/api/testimonials?page=1')).body;
    expect(listed.items.length).toBeGreaterThan(0);
    const html = await (await api.request('GET', '/testimonies')).text();
    expect(renderedWith(html)).toEqual({ path: '/testimonies', data: { testimonials: listed } });
  });

  it('serves the shell for other paths, and never the renderer itself, even asked for with its dot escaped', async () => {
    for (const path of ['/payment/cancel', `/${RENDERER_IN_WEB_BUILD}`, `/${RENDERER_IN_WEB_BUILD.replace('.', '%2E')}`]) {
      const response = await api.request('GET', path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
  });
});

describe('when rendering fails', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, {}, { root: webBuild("throw new Error('renderer broken');") });
  });
  afterAll(() => api.close());

  it('serves the app shell, which renders the page in the browser, and logs why', async () => {
    const logged = vi.spyOn(api.services.log, 'error');
    const response = await api.request('GET', '/blog');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL);
    expect(logged).toHaveBeenCalledWith(
      'page_render_failed',
      expect.objectContaining({ page: '/blog', message: 'renderer broken' }),
    );
  });
});

describe('firebase.json', () => {
  it('sends every path no built file answers to the function, which knows the app routes from the web build', () => {
    const config = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: { functionId: string }; destination?: string }[] };
    };
    // No list of pages here to drift from the route table, and no app shell answering 200 to any path.
    expect(config.hosting.rewrites).toEqual([{ source: '**', function: { functionId: 'api', region: 'europe-west2' } }]);
  });
});
