/**
 * Marks the head tags the running app has written (ui/Seo.tsx). The served page carries the same
 * tags without it, so whether a page's code has committed, not merely arrived, shows in the head.
 */
export const MANAGED_ATTRIBUTE = 'data-managed';
