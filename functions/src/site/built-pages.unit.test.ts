import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGES_DIR, PAGES_MANIFEST } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../platform/logging.ts';
import { builtPages, matchesRoute } from './built-pages.ts';

describe('matchesRoute', () => {
  it('matches fixed segments exactly and a parameter to any one non-empty segment', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/orders/:token', '/orders/abc')).toBe(true);
    expect(matchesRoute('/orders/:token', '/orders/abc/')).toBe(true);
    expect(matchesRoute('/orders/:token', '/orders')).toBe(false);
    expect(matchesRoute('/orders/:token', '/orders/abc/more')).toBe(false);
    expect(matchesRoute('/admin/posts', '/admin/post')).toBe(false);
    expect(matchesRoute('/', '/anything')).toBe(false);
  });
});

describe('builtPages', () => {
  it("answers from the build's manifest: the app's routes, its prerendered pages and the not-found page", () => {
    const dir = mkdtempSync(join(tmpdir(), 'storysong-pages-'));
    mkdirSync(join(dir, PAGES_DIR));
    writeFileSync(join(dir, PAGES_DIR, 'index.html'), 'home');
    writeFileSync(join(dir, PAGES_DIR, '404.html'), 'missing');
    writeFileSync(
      join(dir, PAGES_MANIFEST),
      JSON.stringify({
        routes: ['/', '/404', '/orders/:token'],
        prerendered: { '/': 'index.html', '/404': '404.html' },
        notFound: '/404',
      }),
    );
    const pages = builtPages(dir, silentLogger);
    expect(pages.isAppRoute('/orders/x')).toBe(true);
    expect(pages.isAppRoute('/no-such-page')).toBe(false);
    expect(pages.prerendered('/')).toBe('home');
    expect(pages.prerendered('/orders/x')).toBeNull();
    expect(pages.notFound()).toBe('missing');
  });

  it('without a build, knows no page and refuses none', () => {
    const pages = builtPages(null, silentLogger);
    expect(pages.isAppRoute('/anything')).toBe(true);
    expect(pages.prerendered('/')).toBeNull();
    expect(pages.notFound()).toBeNull();
  });
});
