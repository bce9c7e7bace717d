/**
 * What `import … from 'zod'` resolves to in the browser build (alias in vite.config.ts): zod,
 * switched to its eval-free mode before any schema is built, wherever the schema lives.
 */
import './zodWithoutEval.ts';

export * from 'zod/v4';
export { default } from 'zod/v4';
