import { readFileSync } from 'node:fs';
import { escapeHtml, jsonForScript } from '@storysong/core';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string | null;
  modifiedTime?: string | null;
  author?: string;
  keywords?: string[];
  jsonLd?: Record<string, unknown>[];
}

/**
 * The built index.html with a page's own head tags, so crawlers and link previews see them
 * without running JavaScript. The client's head manager takes over after it loads.
 */
export function renderPage(template: string, meta: PageMeta, siteName: string): string {
  const title = meta.title.includes(siteName) ? meta.title : `${meta.title} | ${siteName}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    '<meta property="og:locale" content="en_US" />',
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`);
  }
  if (meta.publishedTime) tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}" />`);
  if (meta.modifiedTime) tags.push(`<meta property="article:modified_time" content="${escapeHtml(meta.modifiedTime)}" />`);
  if (meta.author) tags.push(`<meta name="author" content="${escapeHtml(meta.author)}" />`);
  if (meta.keywords?.length) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`);
  for (const ld of meta.jsonLd ?? []) tags.push(`<script type="application/ld+json">${jsonForScript(ld)}</script>`);
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

export function loadTemplate(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
