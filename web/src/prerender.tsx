/**
 * Build-time entry (bundled for Node by vite-prerender.ts): renders one public page to HTML with
 * the same <App> the browser hydrates, in the fallback language, before any data is fetched.
 */
import { escapeHtml, FALLBACK_LANGUAGE, jsonForScript } from '@storysong/core';
import i18next, { type i18n, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { PRERENDERED_ATTRIBUTE, TRANSLATIONS_ELEMENT_ID } from './app/prerendered.ts';
import { routes } from './app/routes.tsx';
import { SeoCollectorContext } from './ui/Seo.tsx';
import { fullTitle, type PageMeta } from './ui/seo.ts';

let translations: Resource[string] = {};

/** Every namespace of the fallback language, so nothing suspends on a missing translation. */
export function setTranslations(namespaces: Resource[string]): void {
  translations = namespaces;
}

/** A fresh instance per page, so the namespaces it reports as used are that page's alone. */
async function pageTranslations(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [FALLBACK_LANGUAGE]: translations },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  return instance;
}

/**
 * Two passes: the first waits for every lazily loaded part of the page; the second, with all of
 * them loaded, renders in one go. A single streaming pass would complete Suspense boundaries
 * with inline scripts, which the Content-Security-Policy (rightly) refuses to run.
 */
async function renderPage(path: string): Promise<{ html: string; meta: PageMeta | null; namespaces: string[] }> {
  let meta: PageMeta | null = null;
  const i18n = await pageTranslations();
  const page = () => (
    <I18nextProvider i18n={i18n}>
      <SeoCollectorContext value={(collected) => (meta = collected)}>
        <App router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </SeoCollectorContext>
    </I18nextProvider>
  );
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page(), { onError: (error) => void errors.push(error) });
  prelude.resume();
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} failed`);
  const html = renderToString(page());
  // `<!--$!` marks a boundary left for the browser to render: something still suspended.
  if (html.includes('<!--$!') || html.includes('<script')) throw new Error(`Prerendering ${path} left parts unrendered`);
  return { html, meta, namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [] };
}

/** A JSON data block: never executed, so the Content-Security-Policy has no say. */
function translationsBlock(namespaces: string[]): string {
  const used = Object.fromEntries(namespaces.filter((ns) => ns in translations).map((ns) => [ns, translations[ns]]));
  return `<script type="application/json" id="${TRANSLATIONS_ELEMENT_ID}">${jsonForScript(used)}</script>`;
}

/**
 * The built shell with the page's markup in #root and the head tags that need no origin (the
 * head manager adds canonical, Open Graph and JSON-LD once the page runs).
 */
export async function renderDocument(shell: string, path: string): Promise<string> {
  const { html, meta, namespaces } = await renderPage(path);
  let document = shell.replace(
    '<div id="root"></div>',
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${html}</div>\n    ${translationsBlock(namespaces)}`,
  );
  if (meta) {
    const tags = [
      `<title>${escapeHtml(fullTitle(meta.title))}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<meta name="robots" content="${meta.noindex ? 'noindex, nofollow' : 'index, follow'}" />`,
    ];
    document = document
      .replace(/\s*<title>[\s\S]*?<\/title>/, '')
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  }
  return document;
}
