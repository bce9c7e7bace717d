/** What other parts of the API may use of the knowledge base. */
export { seedKnowledge } from './seed.ts';
