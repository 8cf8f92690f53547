// Where the end-to-end server listens and keeps its data; shared by the config and the fixtures.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = '.test-output/e2e-data';
export const CLUB_TIME_ZONE = 'Australia/Sydney';

// The local SMTP sink, OIDC issuer (Google's stand-in) and their control server: test-services.ts.
// They sit just below E2E_PORT, so two checkouts run their browser suites side by side with
// different E2E_PORT values.
export const CONTROL_PORT = E2E_PORT - 3;
export const PUSH_PORT = E2E_PORT - 4;
/** The local push service's certificate, which the e2e server trusts (NODE_EXTRA_CA_CERTS). */
export const PUSH_CA_FILE = '.test-output/e2e-push-ca.pem';
export const OIDC_PORT = E2E_PORT - 2;
export const SMTP_PORT = E2E_PORT - 1;
export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;

/** The e2e server's Google client (any values: the local issuer accepts every client). */
export const E2E_GOOGLE = { clientId: 'e2e-client', clientSecret: 'e2e-secret' };

/** Emails the e2e server makes admins through ADMIN_EMAILS (docs/product/roles.md). */
export const E2E_ADMIN_EMAILS = {
  signUp: 'signup-admin@club.test',
  google: 'google-admin@gmail.example',
} as const;

/** Chromium on a machine without internet: nothing in the background may try to reach it. */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
