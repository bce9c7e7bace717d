import type { Services } from '../../services.ts';
import { enrolWithSecret } from '../security/exports.ts';
import type { Seeder } from '../seeder.ts';
import { upsertAdminUser } from './records.ts';

/**
 * The demo staff account every local stack has (documented in the README), with its authenticator
 * secret: as public as its password, and as local. `npm start` prints it (scripts/start.mjs).
 */
export const DEMO_ADMIN = {
  email: 'admin@storysong.local',
  password: 'StorysongAdmin1',
  displayName: 'Demo Admin',
  totpSecret: 'STORYSONGDEMOADMINSECRETKEY23456',
};

/** The demo admin's uid, creating the Auth user only when it does not exist yet. */
export async function demoAdminUid(services: Services): Promise<string> {
  const user = await services.identity.ensureUser(DEMO_ADMIN.email, DEMO_ADMIN.password, DEMO_ADMIN.displayName);
  return user.uid;
}

export const seedDemoAdmin: Seeder = async (services) => {
  const uid = await demoAdminUid(services);
  await services.identity.setClaims(uid, { admin: true });
  await enrolWithSecret(services, uid, DEMO_ADMIN.totpSecret);
  await upsertAdminUser(services, uid, { email: DEMO_ADMIN.email, displayName: DEMO_ADMIN.displayName });
};
