import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../core/src/enums.ts';
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
    expect(arabic.shortcuts.map((shortcut) => shortcut.name).join(' ')).toMatch(/[\u0600-\u06ff]/u);
  });

  it('offers its shortcuts and screenshots in that language, at the same addresses', () => {
    const french = localisedManifest(base, 'fr', 'ltr');
    expect(french.shortcuts).toEqual([
      expect.objectContaining({ name: 'Commander une chanson', url: '/products/people' }),
      expect.objectContaining({ name: 'Tableau de bord affilié', url: '/affiliate/dashboard' }),
      expect.objectContaining({ name: 'Équipe', url: '/admin' }),
    ]);
    expect(french.screenshots).toEqual([
      expect.objectContaining({
        form_factor: 'narrow',
        src: '/screenshots/phone.webp',
        label: expect.stringMatching(/téléphone/),
      }),
      expect.objectContaining({ form_factor: 'wide', src: '/screenshots/wide.webp', label: expect.stringMatching(/ordinateur/) }),
    ]);
  });

  it('in English, carries the words of the English translations, which the other languages translate', () => {
    const english = localisedManifest(base, 'en', 'ltr');
    expect(english.shortcuts).toEqual(base.shortcuts);
    expect(english.screenshots).toEqual(base.screenshots);
  });

  it('has every word in every language', () => {
    for (const { code, dir } of LANGUAGES) {
      const manifest = localisedManifest(base, code, dir);
      for (const words of [
        manifest.description,
        ...manifest.shortcuts.map((s) => s.name),
        ...manifest.screenshots.map((s) => s.label),
      ])
        expect(words, code).toMatch(/\S/u);
    }
  });

  it('names screenshots that exist at the sizes it gives, phone-shaped and wide', async () => {
    const screenshots = base.screenshots as { src: string; sizes: string; form_factor: string }[];
    expect(screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const { width, height, format } = await sharp(join(import.meta.dirname, 'public', shot.src)).metadata();
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
      expect(format).toBe('webp');
    }
  });
});
