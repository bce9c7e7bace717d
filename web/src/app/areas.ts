/**
 * The app's areas by who opens them. A public visitor's first visit installs only the public
 * area's code (the service worker's precache); the affiliate and staff areas' code is cached the
 * first time that area is opened (pwa.ts), so it works offline from then on, as before.
 */
export type Area = 'public' | 'affiliate' | 'staff';

/** Each area's page modules live under its feature folder; everything else the entry reaches is public. */
const AREA_FOLDERS: Record<Exclude<Area, 'public'>, string> = {
  affiliate: '/src/features/affiliates/',
  staff: '/src/features/admin/',
};

/** Each area's paths, as routes.tsx lays them out. */
const AREA_PATHS: Record<Exclude<Area, 'public'>, RegExp> = {
  affiliate: /^\/affiliate(\/|$)/,
  staff: /^\/admin(\/|$)/,
};

/** The run-time cache holding the affiliate and staff areas' code once opened. */
export const AREA_CACHE = 'app-areas';

/** Written by the build (vite-areas.ts): the files of each area not precached, by area. */
export const AREA_FILES_URL = '/area-files.json';

export type AreaFiles = Record<Exclude<Area, 'public'>, string[]>;

/** The area whose feature folder holds a module (by its path from anywhere up to `/src/…`), if not public. */
export function areaOfModule(id: string): Exclude<Area, 'public'> | null {
  const path = id.replaceAll('\\', '/');
  for (const [area, folder] of Object.entries(AREA_FOLDERS)) if (path.includes(folder)) return area as Exclude<Area, 'public'>;
  return null;
}

/** The area a page path belongs to, if not public. */
export function areaOfPath(pathname: string): Exclude<Area, 'public'> | null {
  for (const [area, pattern] of Object.entries(AREA_PATHS)) if (pattern.test(pathname)) return area as Exclude<Area, 'public'>;
  return null;
}
