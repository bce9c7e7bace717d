import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localisedManifest } from './vite-manifests.ts';

const base = JSON.parse(readFileSync(join(import.meta.dirname, 'public/manifest.webmanifest'), 'utf8')) as Record<
  string,
  unknown
>;

describe('the web manifest in each language', () => {
  it('names and describes the app in that language, keeping everything else', () => {
    const french = localisedManifest(base, 'fr', 'ltr');
    expect(french).toMatchObject({ lang: 'fr', dir: 'ltr', short_name: 'Storysong', start_url: '/', icons: base.icons });
    expect(french.name).toBe('Storysong: Des chansons sur mesure à partir de votre histoire');
    expect(french.description).toMatch(/Storysong transforme/);
  });

  it('reads right to left in Arabic', () => {
    const arabic = localisedManifest(base, 'ar', 'rtl');
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(arabic.description).toMatch(/[\u0600-\u06ff]/u);
  });
});
