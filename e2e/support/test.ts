// The browser tests' `test`: Playwright's, plus a clean-up after each test. Every test shares one server
// and one database, and the sessions a test made stayed on the dashboard and /sessions for every test
// after it: late in a run those pages held 300 cards, and one axe-core check of them took 30-45 s
// (decision 0135). Now each test deletes the sessions it made when it ends, as an admin would.
import { test as base } from '@playwright/test';
import { e2eDeleteSessions } from './cli.ts';
import { takeMadeSessions } from './sessions.ts';

export const test = base.extend<{ deleteMadeSessions: undefined }>({
  deleteMadeSessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      // Sessions a beforeAll made belong to the whole file: not this test's to delete.
      takeMadeSessions();
      await use(undefined);
      await e2eDeleteSessions(takeMadeSessions());
    },
    { auto: true },
  ],
});
