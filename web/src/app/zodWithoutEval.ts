import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it can; the Content-Security-Policy
// forbids eval, so even zod's probe for it is reported as a violation. Imported first by main.tsx,
// before any schema is built.
config({ jitless: true });
