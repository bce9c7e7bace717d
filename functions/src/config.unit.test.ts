import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = {
  K_SERVICE: 'api',
  URL_SIGNING_KEY: 'k',
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
    [{ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, /FIREBASE_AUTH_EMULATOR_HOST/],
  ])('refuses to start in production with a local stand-in: %o', (line, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ...line })).toThrow(message);
    expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: 'production', K_SERVICE: undefined, ...line })).toThrow(message);
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
