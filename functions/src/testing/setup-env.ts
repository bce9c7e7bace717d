import { inject } from 'vitest';

// firebase-admin reads this when it first talks to Auth; it must be set before any test does.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.LOG_LEVEL = 'silent';
