import { zodResolver } from '@hookform/resolvers/zod';
import { blogSearchSchema } from '@storysong/core';

/** The search form's resolver, with the route's own schema: loaded with zod on the first search, not with the page. */
export const blogSearchResolver = zodResolver(blogSearchSchema);
