import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may; our Content-Security-Policy forbids
// eval, so even zod's probe for it is reported as a violation. See src/app/zod.ts.
config({ jitless: true });
