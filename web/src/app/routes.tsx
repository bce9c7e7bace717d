import { lazy, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from './RouteError.tsx';
import type { RouteHandle } from './routeHandle.ts';
import { Shell } from './Shell.tsx';

/**
 * Every page module, lazily loaded, keyed by its path from the web root (`/src/features/…`). The
 * build knows each page's chunks by the same path, so a rendered page can name the code it needs
 * (see vite-prerender.ts).
 */
const pageModules = import.meta.glob<{ default: React.ComponentType }>([
  '/src/features/**/*Page.tsx',
  '/src/features/admin/AdminLayout.tsx',
]);

type PageModule = { default: React.ComponentType };

/** The page module each lazy page element renders. */
const pageFiles = new WeakMap<ReactElement, string>();

/** Page modules loaded ahead by loadRoute. */
const loaded = new Map<string, PageModule>();

/**
 * A thenable that answers at once: React.lazy given one renders the module in the same pass. A page
 * loaded ahead then hydrates without suspending, since React drops a tap that lands on a part left
 * suspended while it hydrates.
 */
const answered = (module: PageModule) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads, and only one that answers at once renders without suspending.
  ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;

const page = (file: string) => {
  const load = pageModules[file];
  if (!load) throw new Error(`No page module at ${file}`);
  const Component = lazy(() => {
    const module = loaded.get(file);
    return module ? answered(module) : load();
  });
  const element = <Component />;
  pageFiles.set(element, file);
  return element;
};

/** The path every unknown path is sent to. */
export const NOT_FOUND_PATH = '/404';

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: page('/src/features/home/HomePage.tsx') },
      { path: '/products/:persona', element: page('/src/features/products/ProductsPage.tsx') },
      { path: '/r/:code', element: page('/src/features/referrals/ReferralLinkPage.tsx') },
      { path: '/blog', element: page('/src/features/blog/BlogPage.tsx') },
      { path: '/blog/post/:slug', element: page('/src/features/blog/PostPage.tsx') },
      { path: '/blog/tag/:tag', element: page('/src/features/blog/TagPage.tsx') },
      { path: '/blog/preview/:token', element: page('/src/features/blog/PreviewPage.tsx') },
      { path: '/testimonies', element: page('/src/features/blog/TestimonialsPage.tsx') },
      { path: '/contact', element: page('/src/features/contact/ContactPage.tsx') },
      { path: '/contact-form', element: page('/src/features/contact/ContactFormPage.tsx') },
      { path: '/conversations/:id', element: page('/src/features/consultation/ConversationPage.tsx') },
      { path: '/terms', element: page('/src/features/legal/TermsPage.tsx') },
      { path: '/payment/success', element: page('/src/features/orders/PaymentSuccessPage.tsx') },
      { path: '/payment/cancel', element: page('/src/features/orders/PaymentCancelPage.tsx') },
      { path: '/orders/find', element: page('/src/features/orders/FindOrderPage.tsx') },
      { path: '/orders/:ref', element: page('/src/features/orders/OrderStatusPage.tsx') },
      { path: '/songs/:shareId', element: page('/src/features/orders/SongPage.tsx') },
      { path: '/affiliate', element: page('/src/features/affiliates/SignInPage.tsx') },
      { path: '/affiliate/register', element: page('/src/features/affiliates/RegisterPage.tsx') },
      {
        path: '/affiliate/dashboard',
        element: page('/src/features/affiliates/DashboardPage.tsx'),
        handle: { bare: true } satisfies RouteHandle,
      },
      {
        path: '/affiliate/transactions',
        element: page('/src/features/affiliates/TransactionsPage.tsx'),
        handle: { bare: true } satisfies RouteHandle,
      },
      { path: '/affiliate/forgot-password', element: page('/src/features/affiliates/ForgotPasswordPage.tsx') },
      { path: '/affiliate/reset-password', element: page('/src/features/affiliates/ResetPasswordPage.tsx') },
      { path: '/affiliate/support', element: page('/src/features/affiliates/SupportPage.tsx') },
      { path: NOT_FOUND_PATH, element: page('/src/features/errors/NotFoundPage.tsx') },
      { path: '/admin/login', element: page('/src/features/admin/AdminLoginPage.tsx'), handle: { bare: true } },
      {
        path: '/admin',
        element: page('/src/features/admin/AdminLayout.tsx'),
        handle: { bare: true } satisfies RouteHandle,
        children: [
          { index: true, element: page('/src/features/admin/DashboardPage.tsx') },
          { path: 'posts', element: page('/src/features/admin/posts/PostsPage.tsx') },
          { path: 'stories', element: page('/src/features/admin/orders/OrdersPage.tsx') },
          { path: 'board', element: page('/src/features/admin/board/BoardPage.tsx') },
          { path: 'inbox', element: page('/src/features/admin/inbox/InboxPage.tsx') },
          { path: 'inbox/:conversationId', element: page('/src/features/admin/inbox/InboxPage.tsx') },
          { path: 'testimonials', element: page('/src/features/admin/testimonials/TestimonialsPage.tsx') },
          { path: 'knowledge', element: page('/src/features/admin/knowledge/KnowledgePage.tsx') },
          { path: 'affiliates', element: page('/src/features/admin/affiliates/AffiliatesPage.tsx') },
          { path: 'payouts', element: page('/src/features/admin/payouts/PayoutsPage.tsx') },
          { path: 'privacy', element: page('/src/features/admin/privacy/PrivacyPage.tsx') },
          { path: 'audit', element: page('/src/features/admin/audit/AuditPage.tsx') },
          { path: 'settings', element: page('/src/features/admin/SettingsPage.tsx') },
        ],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];

/**
 * Every path pattern the app has a page for (`/products/:persona`, `/admin/posts`, …), read from
 * the table above: the server answers these with a page and any other path with 404 (decision 010).
 */
export function routePatterns(table: readonly RouteObject[] = routes, parent = ''): string[] {
  const patterns = table.flatMap((route): string[] => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.index || (route.path !== undefined && route.element) ? [path] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
  return [...new Set(patterns)];
}

/** The page modules rendered at `pathname`, outermost first. */
export function routePageFiles(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const file = route.element ? pageFiles.get(route.element as ReactElement) : undefined;
    return file ? [file] : [];
  });
}

/** Loads the code of the page(s) at `pathname`; a failure is reported when React renders them. */
export function loadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    routePageFiles(pathname).map(async (file) => {
      const module = await pageModules[file]?.();
      if (module) loaded.set(file, module);
    }),
  );
}
