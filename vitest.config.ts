import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API tests, on one database engine. Files share their worker's loaded modules (decision
 * 0049): each file builds its own app and database, and reloading Fastify, better-auth and Kysely
 * per file was half the API time.
 */
const apiProject = (engine: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: engine },
    isolate: false,
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});

// Unit tests sit next to src/core; API tests run twice, once per database engine.
export default defineConfig({
  test: {
    // API tests mostly wait on HTTP and the databases, so one worker more than the cores keeps the
    // CPU busy (vitest's default, cores - 1, runs one file at a time on a 2-core machine).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      // Tests that start the real server as a child process (SQLite: crash durability).
      { test: { name: 'process', include: ['tests/process/**/*.test.ts'], testTimeout: 60000 } },
      apiProject('sqlite'),
      // The reliability battery (docs/decisions/0020): bursts, crashes and bad input against real
      // server processes. It runs after every other project (groupOrder), so its load neither meets
      // nor slows the API tests; its files run side by side, as the bad-input file mostly waits for
      // the server to cut off its stalled bodies (decision 0049).
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 180000,
          hookTimeout: 60000,
        },
      },
      apiProject('postgres'),
    ],
  },
});
