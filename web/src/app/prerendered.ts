/**
 * Public pages whose markup is fixed at build time and so is prerendered into static HTML
 * (`/` → index.html, `/products/people` → products/people.html, beside the page renderer; the
 * server sends them with SITE_URL in their head, decision 010).
 * The lists (/blog, /testimonies), a post, a gift page and an order's page are rendered by the
 * function per request, with their data (decision 014); the other routes are client-rendered from app.html.
 */
export const PRERENDERED_PATHS = ['/', '/products/people', '/products/pro', '/contact', '/contact-form', '/terms'] as const;

/**
 * The attribute on #root naming the address (path and query) a page was rendered for before it
 * reached the browser: at build time, or by the function.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export function prerenderedPath(container: HTMLElement): string | null {
  return container.getAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * The id of the JSON block holding the English translations a prerendered page uses, so the app
 * can hydrate it without fetching them first.
 */
export const TRANSLATIONS_ELEMENT_ID = 'prerendered-translations';

/**
 * The id of the JSON block listing a rendered page's own code (its chunks beyond the start's), which
 * src/main.tsx requests with the start's once the page has painted.
 */
export const PAGE_CODE_ELEMENT_ID = 'page-code';

/** The rendered page's own code, as URLs; none on a page rendered in the browser. */
export function renderedPageCode(): string[] {
  const block = document.getElementById(PAGE_CODE_ELEMENT_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as string[]) : [];
}
