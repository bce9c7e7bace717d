import { PRODUCTS } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, fullTitle, headTags, ogLocale, serviceJsonLd } from './seo.ts';

const origin = 'https://storysong.test';
const content = (tags: ReturnType<typeof headTags>, id: string) =>
  tags.find((tag) => (tag.tag === 'meta' ? tag.id === id : tag.rel === id)) as { content?: string; href?: string } | undefined;

describe('fullTitle', () => {
  it('appends the site name unless the title already has it', () => {
    expect(fullTitle('Our Blog')).toBe('Our Blog | Storysong');
    expect(fullTitle('Storysong: custom songs')).toBe('Storysong: custom songs');
  });
});

describe('headTags', () => {
  it('sets canonical, Open Graph and Twitter tags with the default 1200x630 image', () => {
    const tags = headTags({ title: 'Get in Touch', description: 'Contact us', path: '/contact' }, origin);
    expect(content(tags, 'canonical')?.href).toBe('https://storysong.test/contact');
    expect(content(tags, 'og:title')?.content).toBe('Get in Touch | Storysong');
    expect(content(tags, 'og:image')?.content).toBe('https://storysong.test/og-default.png');
    expect(content(tags, 'og:image:width')?.content).toBe('1200');
    expect(content(tags, 'og:image:height')?.content).toBe('630');
    expect(content(tags, 'og:locale')?.content).toBe('en_US');
    expect(content(tags, 'twitter:card')?.content).toBe('summary_large_image');
    expect(content(tags, 'robots')?.content).toBe('index, follow');
  });

  it('marks noindex pages and clips descriptions to 155 characters', () => {
    const tags = headTags({ title: 'Terms', description: 'x'.repeat(400), path: '/terms', noindex: true }, origin);
    expect(content(tags, 'robots')?.content).toBe('noindex, nofollow');
    expect(content(tags, 'description')?.content).toHaveLength(155);
  });

  it('follows the language for og:locale', () => {
    expect(ogLocale('ar')).toBe('ar_AR');
    expect(ogLocale('pt-BR')).toBe('pt_PT');
    expect(ogLocale(undefined)).toBe('en_US');
  });
});

describe('JSON-LD helpers', () => {
  it('describes each suite as a Service priced in GBP', () => {
    const [first] = serviceJsonLd(PRODUCTS.slice(0, 1), origin);
    expect(first).toMatchObject({
      '@type': 'Service',
      name: 'Basic Song',
      offers: { price: '440.00', priceCurrency: 'GBP', url: 'https://storysong.test/products/people' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute URLs', () => {
    const crumbs = breadcrumbJsonLd(origin, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://storysong.test/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://storysong.test/blog' },
    ]);
  });
});
