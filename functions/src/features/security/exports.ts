/** What other features, the CLI and the tests may use of staff account security. */
export { enrolWithSecret, factorSecret, removeFactor } from './factors.ts';
