import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SHELL_FILE } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness.ts';

/**
 * Built files as the local server sends them: the build's brotli or gzip copy, as the browser
 * accepts, with the cache headers Hosting sends for the same path. The real web build (npm test builds it first).
 */
const WEB_ROOT = process.env.WEB_ROOT ?? join(import.meta.dirname, '../../../web/dist');

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const hosting = (
  JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: HeaderRule[]; ignore: string[] };
  }
).hosting;

/** The Cache-Control firebase.json gives a path (its globs here use only `**`); the last rule naming one wins. */
function hostingCacheControl(path: string): string | undefined {
  const matches = (rule: HeaderRule) =>
    rule.regex
      ? new RegExp(rule.regex).test(path)
      : new RegExp(`^${(rule.source ?? '').replaceAll('.', '\\.').replaceAll('**', '.*')}$`).test(path);
  return hosting.headers
    .filter(matches)
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key === 'Cache-Control')?.value;
}

const entryScript = () =>
  /<script type="module"[^>]* src="([^"]+)"/.exec(readFileSync(join(WEB_ROOT, SHELL_FILE), 'utf8'))?.[1] ?? '';
const largestEnglishLocale = () => {
  const dir = join(WEB_ROOT, 'locales/en');
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size);
  return `/locales/en/${largest}`;
};

const BROWSER = 'gzip, deflate, br, zstd';

describe('built files, precompressed', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, {}, { root: WEB_ROOT });
  });
  afterAll(() => api.close());

  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    api.request(method, path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it.each([
    ['the entry script', entryScript],
    ['the service worker', () => '/sw.js'],
    ['a translations file', largestEnglishLocale],
  ])('sends %s as brotli to a browser that accepts it, bytes that decompress to the file', async (_name, pathOf) => {
    const path = pathOf();
    const file = readFileSync(join(WEB_ROOT, path));
    const response = await get(path, BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(body).equals(file)).toBe(true);
  });

  it('sends gzip to a browser that accepts gzip and not brotli', async () => {
    const path = entryScript();
    for (const accepted of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get(path, accepted);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(gunzipSync(await bytes(response)).equals(readFileSync(join(WEB_ROOT, path)))).toBe(true);
    }
  });

  it('sends the file itself to a client that accepts no encoding, still saying the answer varies', async () => {
    const path = entryScript();
    for (const accepted of [undefined, 'identity']) {
      const response = await get(path, accepted);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect((await bytes(response)).equals(readFileSync(join(WEB_ROOT, path)))).toBe(true);
    }
  });

  it('answers HEAD with the length of the copy it would send', async () => {
    const path = entryScript();
    const response = await get(path, BROWSER, 'HEAD');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(statSync(join(WEB_ROOT, `${path}.br`)).size);
  });

  it.each([
    ['the entry script', entryScript],
    ['the service worker', () => '/sw.js'],
    ['a translations file', largestEnglishLocale],
    ['the manifest', () => '/manifest.webmanifest'],
  ])('gives %s the Cache-Control firebase.json gives it on Hosting', async (_name, pathOf) => {
    const path = pathOf();
    const expected = hostingCacheControl(path);
    expect(expected).toBeDefined();
    for (const accepted of [BROWSER, undefined]) {
      expect((await get(path, accepted)).headers.get('cache-control')).toBe(expected);
    }
  });

  it('does not publish the compressed copies under their own names, as Hosting does not', async () => {
    for (const suffix of ['.br', '.gz']) {
      const response = await get(`${entryScript()}${suffix}`, BROWSER);
      expect(response.status).toBe(404);
    }
    expect(hosting.ignore).toEqual(expect.arrayContaining(['**/*.br', '**/*.gz']));
  });
});
