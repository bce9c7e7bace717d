import { lazy, type ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from './RouteError.tsx';
import { Shell } from './Shell.tsx';

/** Route handle: `bare` hides the navigation, 3D background and footer (admin and affiliate dashboard). */
export interface RouteHandle {
  bare?: boolean;
}

type PageLoader = () => Promise<{ default: React.ComponentType }>;

/** Each lazy page element's loader, so a path's code can be fetched before React asks for it. */
const loaders = new WeakMap<ReactElement, PageLoader>();

const page = (load: PageLoader) => {
  const Component = lazy(load);
  const element = <Component />;
  loaders.set(element, load);
  return element;
};

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: page(() => import('../features/home/HomePage.tsx')) },
      { path: '/products/:persona', element: page(() => import('../features/products/ProductsPage.tsx')) },
      { path: '/blog', element: page(() => import('../features/blog/BlogPage.tsx')) },
      { path: '/blog/post/:id', element: page(() => import('../features/blog/PostPage.tsx')) },
      { path: '/testimonies', element: page(() => import('../features/blog/TestimoniesPage.tsx')) },
      { path: '/contact', element: page(() => import('../features/contact/ContactPage.tsx')) },
      { path: '/contact-form', element: page(() => import('../features/contact/ContactFormPage.tsx')) },
      { path: '/terms', element: page(() => import('../features/legal/TermsPage.tsx')) },
      { path: '/payment/success', element: page(() => import('../features/orders/PaymentSuccessPage.tsx')) },
      { path: '/payment/cancel', element: page(() => import('../features/orders/PaymentCancelPage.tsx')) },
      { path: '/orders/:token', element: page(() => import('../features/orders/OrderStatusPage.tsx')) },
      { path: '/affiliate', element: page(() => import('../features/affiliate/SignInPage.tsx')) },
      { path: '/affiliate/register', element: page(() => import('../features/affiliate/RegisterPage.tsx')) },
      {
        path: '/affiliate/dashboard',
        element: page(() => import('../features/affiliate/DashboardPage.tsx')),
        handle: { bare: true } satisfies RouteHandle,
      },
      { path: '/affiliate/forgot-password', element: page(() => import('../features/affiliate/ForgotPasswordPage.tsx')) },
      { path: '/affiliate/reset-password', element: page(() => import('../features/affiliate/ResetPasswordPage.tsx')) },
      { path: '/affiliate/support', element: page(() => import('../features/affiliate/SupportPage.tsx')) },
      { path: '/404', element: page(() => import('../features/errors/NotFoundPage.tsx')) },
      { path: '/admin/login', element: page(() => import('../features/admin/AdminLoginPage.tsx')), handle: { bare: true } },
      {
        path: '/admin',
        element: page(() => import('../features/admin/AdminLayout.tsx')),
        handle: { bare: true } satisfies RouteHandle,
        children: [
          { index: true, element: page(() => import('../features/admin/DashboardPage.tsx')) },
          { path: 'posts', element: page(() => import('../features/admin/posts/PostsPage.tsx')) },
          { path: 'stories', element: page(() => import('../features/admin/stories/StoriesPage.tsx')) },
          { path: 'testimonials', element: page(() => import('../features/admin/testimonials/TestimonialsPage.tsx')) },
          { path: 'affiliates', element: page(() => import('../features/admin/affiliates/AffiliatesPage.tsx')) },
          { path: 'settings', element: page(() => import('../features/admin/SettingsPage.tsx')) },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Starts fetching the code of the page(s) at `pathname` now instead of when React first renders
 * them, which is only after the translations have arrived.
 */
export function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const load = route.element ? loaders.get(route.element as ReactElement) : undefined;
    // A failure here is reported when React loads the page itself.
    void load?.().catch(() => undefined);
  }
}
