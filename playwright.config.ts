import { defineConfig } from '@playwright/test';
import {
  CONTROL_URL,
  E2E_ADMIN_EMAILS,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_GOOGLE,
  E2E_PORT,
  OFFLINE_CHROMIUM_FLAGS,
  OIDC_PORT,
  PUSH_CA_FILE,
  PUSH_PORT,
  SMTP_PORT,
} from './e2e/support/env.ts';

// Browser journeys against the real server and the built web app (dist/web must exist: the test
// script builds it first). Chromium comes from Debian; Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Three workers keep both cores busy while the journeys wait on the server and the browser: the suite
  // took 328 s with two and 267 s with three on 2 cores (decision 0150).
  workers: 3,
  retries: 0,
  // A journey's time varies about 2x between these machines (the same suite took 5 and 13 minutes):
  // a minute each, test.slow() tripling it for the longest (decision 0134).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    // Tracing every test costs a quarter of the suite's time on 2 cores (decision 0048): a failure
    // keeps its screenshot; for a trace, rerun that test with --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: OFFLINE_CHROMIUM_FLAGS,
    },
  },
  webServer: [
    {
      // The real local SMTP sink and OIDC issuer (Google's stand-in) the sign-in journeys use. They
      // start first: the app reads the issuer's discovery document when it starts.
      command: 'npx tsx e2e/support/test-services.ts',
      url: `${CONTROL_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Playwright starts the web server before globalSetup runs, so the data folder is emptied here,
      // before the server opens its database (globalSetup only checks the build is there).
      command: `node -e "require('node:fs').rmSync('${E2E_DATA_DIR}', { recursive: true, force: true })" && npx tsx src/server/main.ts`,
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        PUBLIC_URL: E2E_BASE_URL,
        RATE_LIMIT_IP_PER_MIN: '10000',
        RATE_LIMIT_VISITOR_PER_MIN: '10000',
        RATE_LIMIT_MAIL_IP_PER_HOUR: '10000',
        RATE_LIMIT_PUSH_SUBSCRIBE_IP_PER_HOUR: '10000',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Courtside <bookings@club.test>',
        GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${OIDC_PORT}`,
        ADMIN_EMAILS: Object.values(E2E_ADMIN_EMAILS).join(','),
        // The local push service of test-services.ts, and its self-signed certificate.
        PUSH_ALLOWED_HOSTS: `127.0.0.1:${PUSH_PORT}`,
        NODE_EXTRA_CA_CERTS: PUSH_CA_FILE,
      },
    },
  ],
});
