/**
 * The Node entry (bundled by vite-prerender.ts): renders a page to a whole HTML document with the
 * same <App> the browser hydrates, in the fallback language. The build prerenders the fixed
 * pages with it; the function renders the pages with data (/blog, /testimonies) per request.
 * Its default export is the DocumentRenderer both of them load (core/src/webBuild.ts).
 */
import {
  type DocumentRenderer,
  escapeHtml,
  FALLBACK_LANGUAGE,
  INITIAL_DATA_ELEMENT_ID,
  type InitialData,
  jsonForScript,
  type PageFiles,
  type PageMeta,
  SITE_ORIGIN_PLACEHOLDER,
  withPageHead,
} from '@storysong/core';
import i18next, { type i18n, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static.edge';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { PAGE_CODE_ELEMENT_ID, PRERENDERED_ATTRIBUTE, TRANSLATIONS_ELEMENT_ID } from './app/prerendered.ts';
import { NOT_FOUND_PATH, routePageFiles, routePatterns, routes } from './app/routes.tsx';
import { SeoCollectorContext } from './ui/Seo.tsx';

/** Every namespace of the fallback language, built in, so nothing suspends on a translation. */
const translations: Resource[string] = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../public/locales/en/*.json', { eager: true, import: 'default' }),
  ).map(([file, namespace]) => [/([^/]+)\.json$/.exec(file)?.[1], namespace]),
);

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

/** Set by the build (vite-prerender.ts): each page module's chunks beyond the entry's. */
declare const __PAGE_CHUNKS__: Readonly<Record<string, PageFiles>>;

// `<!--$!` marks a Suspense boundary left for the browser to render: something was still loading.
const isComplete = (html: string) => !html.includes('<!--$!') && !html.includes('<script');

/**
 * Rendered in one synchronous pass once the page's lazily loaded parts are loaded. The first time
 * a page is rendered in this process they are not: a complete (static) render waits for them
 * first. A single streaming pass would complete the boundaries with inline scripts, which the
 * Content-Security-Policy (rightly) refuses to run. The edge build's `prerender`, not Node's: Node's
 * runs its work in an AsyncLocalStorage, which on Node 20 turns on async hooks for good, and from
 * the first page rendered every promise in the server paid for them (2–3% of its CPU under load).
 */
async function renderApp(path: string, data: InitialData) {
  let meta: PageMeta | null = null;
  const i18n = await pageTranslations();
  const page = () => (
    <I18nextProvider i18n={i18n}>
      <SeoCollectorContext value={(collected) => (meta = collected)}>
        <App router={createMemoryRouter(routes, { initialEntries: [path] })} initialData={data} />
      </SeoCollectorContext>
    </I18nextProvider>
  );
  let html = renderToString(page());
  if (!isComplete(html)) {
    const errors: unknown[] = [];
    const { prelude } = await prerender(page(), { onError: (error) => void errors.push(error) });
    await prelude.cancel();
    if (errors.length > 0) throw new AggregateError(errors, `Rendering ${path} failed`);
    html = renderToString(page());
    if (!isComplete(html)) throw new Error(`Rendering ${path} left parts unrendered`);
  }
  return { html, meta: meta as PageMeta | null, namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [] };
}

/** A JSON data block: never executed, so the Content-Security-Policy has no say. */
const dataBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/**
 * Holds the page's first paint until the parser has reached `lastElementId`, the document's last
 * element (decision 062). Painted as it is parsed, a page was styled and laid out once per slice the
 * parser yielded (three or four at 4× CPU, 60–130 ms each), and every slice after the first paint
 * blocked taps on a page that looked ready; painted once, the same work lands before the first paint.
 * The whole document is 6–16 KB compressed, one or two round trips, so no slow network waits on it.
 * A browser without `rel=expect` paints as it parses, as before.
 */
const paintWhenParsed = (document: string, lastElementId: string) =>
  document.replace('</head>', () => `<link rel="expect" href="#${lastElementId}" blocking="render">\n  </head>`);

/**
 * The page's own stylesheets join the shell's, ahead of every script, as its markup needs them to
 * paint as it will stay; public/hold-taps.js goes just before the entry, to hold a tap until React's
 * root listens. The page's code is listed for the entry, which requests it with the start's once
 * the page has painted (decision 064).
 */
function linkPageFiles(shell: string, path: string): { document: string; pageCode: string[] } {
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(shell);
  if (!entry) throw new Error('The shell has no module entry script');
  const pageFiles = routePageFiles(path).flatMap((file) => __PAGE_CHUNKS__[file] ?? []);
  const styles = [...new Set(pageFiles.flatMap((files) => files.styles))].map(
    (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  const beforeEntry = [...styles, '<script async blocking="render" fetchpriority="high" src="/hold-taps.js"></script>'];
  return {
    document: shell.replace(entry[0], () => `${beforeEntry.join('\n    ')}\n    ${entry[0]}`),
    pageCode: [...new Set(pageFiles.flatMap((files) => files.scripts))],
  };
}

/**
 * The built app shell (app.html) with the page's markup in #root, the translations it used and
 * its data, and its whole head: canonical, Open Graph, Twitter and JSON-LD, for crawlers that run
 * no JavaScript. Absolute URLs carry SITE_ORIGIN_PLACEHOLDER, which the server replaces with
 * SITE_URL as it serves the page (decision 010).
 */
async function renderDocument(shell: string, path: string, data: InitialData = {}): Promise<string> {
  const { html, meta, namespaces } = await renderApp(path, data);
  const used = Object.fromEntries(namespaces.filter((ns) => ns in translations).map((ns) => [ns, translations[ns]]));
  const { document: shellWithFiles, pageCode } = linkPageFiles(shell, path);
  const blocks: [string, unknown][] = [
    [TRANSLATIONS_ELEMENT_ID, used],
    [PAGE_CODE_ELEMENT_ID, pageCode],
  ];
  if (Object.keys(data).length > 0) blocks.push([INITIAL_DATA_ELEMENT_ID, data]);
  const [lastBlockId] = blocks.at(-1) as [string, unknown];
  // Replacer functions: in a replacement string, `$&` and the like in a post would be patterns.
  const body = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(path)}">${html}</div>\n    ${blocks
    .map(([id, value]) => dataBlock(id, value))
    .join('\n    ')}`;
  const document = paintWhenParsed(
    shellWithFiles.replace('<div id="root"></div>', () => body),
    lastBlockId,
  );
  return meta ? withPageHead(document, meta, SITE_ORIGIN_PLACEHOLDER) : document;
}

export default { renderDocument, routePatterns, notFoundPath: NOT_FOUND_PATH } satisfies DocumentRenderer;
