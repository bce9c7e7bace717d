import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = {
  K_SERVICE: 'api',
  URL_SIGNING_KEY: 'k',
  SEALING_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  DATA_DIR: '/tmp/storysong-config-test',
  STORAGE_BUCKET: 'storysong.firebasestorage.app',
  PUBLIC_STORAGE_BUCKET: 'storysong-public',
};

describe('configuration', () => {
  it('starts in production with the production adapters', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ production: true, payments: 'stripe', captcha: 'turnstile', documents: 'firestore' });
  });

  it.each([
    [{ PAYMENTS_ADAPTER: 'embedded' }, /PAYMENTS_ADAPTER=embedded/],
    [{ CAPTCHA_ADAPTER: 'embedded' }, /CAPTCHA_ADAPTER=embedded/],
    [{ DOCUMENTS_ADAPTER: 'embedded' }, /DOCUMENTS_ADAPTER=embedded/],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST/],
  ])('refuses to start in production with a local stand-in: %o', (line, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ...line })).toThrow(message);
    expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: 'production', K_SERVICE: undefined, ...line })).toThrow(message);
  });

  it('refuses to start in production without a key for payment details, or with the development one', () => {
    expect(() => loadConfig({ ...PRODUCTION, SEALING_KEYS: undefined })).toThrow(/SEALING_KEYS must be set/);
    const development = loadConfig({ DATA_DIR: PRODUCTION.DATA_DIR }).sealingKeys.keys.get('dev')?.toString('base64');
    expect(() => loadConfig({ ...PRODUCTION, SEALING_KEYS: `new:${development}` })).toThrow(/development key/);
    expect(loadConfig(PRODUCTION).sealingKeys.current).toBe('k1');
  });

  // What firebase-tools' functions emulator sets for the function (`npm run emulators`), beside the demo configuration.
  const EMULATOR_SUITE = {
    ...PRODUCTION,
    FUNCTIONS_EMULATOR: 'true',
    GCLOUD_PROJECT: 'demo-storysong',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8081',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    CAPTCHA_ADAPTER: 'embedded',
  };

  it('runs on the Emulator Suite with its Auth emulator and the local CAPTCHA, payments still on Stripe', () => {
    expect(loadConfig(EMULATOR_SUITE)).toMatchObject({
      production: true,
      projectId: 'demo-storysong',
      authEmulatorHost: '127.0.0.1:9099',
      captcha: 'embedded',
      payments: 'stripe',
    });
    expect(() => loadConfig({ ...EMULATOR_SUITE, PAYMENTS_ADAPTER: 'embedded' })).toThrow(/PAYMENTS_ADAPTER=embedded/);
    expect(() => loadConfig({ ...EMULATOR_SUITE, DOCUMENTS_ADAPTER: 'embedded' })).toThrow(/DOCUMENTS_ADAPTER=embedded/);
  });

  it.each([
    [{ FUNCTIONS_EMULATOR: undefined }],
    [{ GCLOUD_PROJECT: 'storysong-prod' }],
    [{ GCLOUD_PROJECT: 'storysong-prod', FIREBASE_PROJECT_ID: 'demo-storysong' }],
    [{ FIRESTORE_EMULATOR_HOST: undefined }],
  ])('refuses the Emulator Suite stand-ins anywhere else, as on Cloud Functions: %o', (line) => {
    expect(() => loadConfig({ ...EMULATOR_SUITE, ...line })).toThrow(/CAPTCHA_ADAPTER=embedded.*FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it.each([
    [{ PUBLIC_STORAGE_BUCKET: undefined }],
    [{ STORAGE_BUCKET: undefined }],
    [{ PUBLIC_STORAGE_BUCKET: 'storysong.firebasestorage.app' }],
  ])('refuses Cloud Storage in production unless customer files and blog images have separate buckets: %o', (line) => {
    expect(() => loadConfig({ ...PRODUCTION, ...line })).toThrow(/two buckets/);
  });

  it('runs the local stack with production builds of its libraries, never on Cloud Functions', () => {
    const local = { DATA_DIR: '/tmp/storysong-config-test', NODE_ENV: 'production', LOCAL_STACK: 'true' };
    expect(loadConfig(local)).toMatchObject({ production: false, payments: 'embedded', documents: 'embedded' });
    expect(() => loadConfig({ ...PRODUCTION, LOCAL_STACK: 'true', PAYMENTS_ADAPTER: 'embedded' })).toThrow(/PAYMENTS_ADAPTER/);
  });

  it('runs the stand-ins locally', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/storysong-config-test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatchObject({
      production: false,
      payments: 'embedded',
      captcha: 'embedded',
    });
  });
});
