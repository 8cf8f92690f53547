import { defineConfig } from 'vitest/config';

// Unit tests sit next to src/core; API tests run twice, once per database engine.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      // Tests that start the real server as a child process (SQLite: crash durability).
      { test: { name: 'process', include: ['tests/process/**/*.test.ts'], testTimeout: 60000 } },
      {
        test: {
          name: 'api-sqlite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30000,
        },
      },
    ],
  },
});
