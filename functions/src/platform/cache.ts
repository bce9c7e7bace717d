/** Public reads are the same for everyone: browsers keep them a minute, the CDN five, then revalidate in the background. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
