/** What other features, the CLI, the migrations and the tests may use of staff account security. */
export {
  enrolWithSecret,
  factorSecret,
  openSecret,
  removeFactor,
  STAFF_FACTORS,
  type StaffFactorRecord,
  sealedSecret,
} from './factors.ts';
