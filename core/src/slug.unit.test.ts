import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { FALLBACK_SLUG, numberedSlug, postPath, SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('  A Song for   Mum & Dad!  ')).toBe('a-song-for-mum-dad');
    expect(slugify('10 ways -- to say "thank you"')).toBe('10-ways-to-say-thank-you');
  });

  it('drops accents from Latin letters and spells the letters NFKD keeps whole', () => {
    expect(slugify('Crème brûlée à São Paulo')).toBe('creme-brulee-a-sao-paulo');
    expect(slugify('Straße, Æsir, Œuvre, Søren, Łódź, Þór')).toBe('strasse-aesir-oeuvre-soren-lodz-thor');
    expect(slugify('Canción de cumpleaños')).toBe('cancion-de-cumpleanos');
  });

  it('keeps titles in other scripts readable instead of emptying them', () => {
    expect(slugify('أغنية لأمي')).toBe('أغنية-لأمي');
    expect(slugify('मेरी माँ के लिए गीत')).toBe('मेरी-माँ-के-लिए-गीत');
    expect(slugify('给妈妈的歌')).toBe('给妈妈的歌');
    expect(slugify('Песня для Мамы')).toBe('песня-для-мамы');
  });

  it('gives a title with no letters or digits the fallback', () => {
    expect(slugify('🎵🎶 !!!')).toBe(FALLBACK_SLUG);
    expect(slugify('')).toBe(FALLBACK_SLUG);
  });

  it('clips long titles at a word boundary within the limit', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(LIMITS.slugMaxChars);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug.split('-').every((w) => w === 'word')).toBe(true);
  });

  it('always produces a valid slug', () => {
    for (const title of ['Crème brûlée', 'أغنية لأمي', 'मेरी माँ', '给妈妈的歌', 'x'.repeat(200), '---', 'ǅemal Ǳ']) {
      expect(SLUG_PATTERN.test(slugify(title)), title).toBe(true);
    }
  });
});

describe('slug rules', () => {
  it('accepts only lower-case hyphenated words', () => {
    for (const ok of ['a', 'song-2', 'أغنية-لأمي', '给妈妈的歌']) expect(SLUG_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['', 'Song', 'a--b', '-a', 'a-', 'a b', 'a/b', 'a.b', '%41'])
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
  });

  it('numbers a taken slug within the length limit', () => {
    expect(numberedSlug('song', 1)).toBe('song');
    expect(numberedSlug('song', 2)).toBe('song-2');
    const long = numberedSlug('a'.repeat(LIMITS.slugMaxChars), 12);
    expect(long.length).toBe(LIMITS.slugMaxChars);
    expect(long.endsWith('-12')).toBe(true);
  });

  it('percent-encodes other scripts in a post path', () => {
    expect(postPath('a-song')).toBe('/blog/post/a-song');
    expect(postPath('给妈妈')).toBe('/blog/post/%E7%BB%99%E5%A6%88%E5%A6%88');
  });
});
