import { inject } from 'vitest';

// firebase-admin reads this when it first talks to Auth; it must be set before any test does.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
process.env.LOG_LEVEL = 'silent';
// firebase-admin's Firestore talks to the official emulator (started by global-setup.ts) when a test opens one.
const firestoreHost = inject('firestoreEmulatorHost');
if (firestoreHost) process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
// The emulators need no credentials. Without this, google-auth-library asks the metadata server
// whether it runs on Google Cloud; where one answers 403, each worker printed a MetadataLookupWarning.
process.env.METADATA_SERVER_DETECTION = 'none';
// Every app a test builds sends its mail over SMTP to the suite's MailDev (global-setup.ts).
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(inject('mailSmtpPort'));
process.env.MAIL_INBOX_URL = inject('mailInboxUrl');
