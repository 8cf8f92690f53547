import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * The files that mostly wait (on a server process, or for its time limits to cut off stalled bodies)
 * start first, so their waits overlap the rest: vitest otherwise queues projects by name, and they
 * started last, the CPU idle while they ran on after everything else (decision 0198).
 */
const WAIT_FIRST = new Set(['bad-input', 'process']);

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) =>
      2 * f.project.config.sequence.groupOrder + (WAIT_FIRST.has(f.project.name) ? 0 : 1);
    return sorted
      .map((file, i) => ({ file, i }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i)
      .map(({ file }) => file);
  }
}

// Unit tests sit next to src/core; API tests run twice, once per database engine.
export default defineConfig({
  test: {
    // API tests mostly wait on HTTP and the databases, so one worker more than the cores keeps the
    // CPU busy (vitest's default, cores - 1, runs one file at a time on a 2-core machine).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: WaitingFilesFirst },
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } },
      // Tests that start the real server as a child process (SQLite: crash durability).
      { test: { name: 'process', include: ['tests/process/**/*.test.ts'], testTimeout: 60000 } },
      apiProject('sqlite'),
      // The reliability battery (docs/decisions/0020): bursts, crashes and bad input against real
      // server processes. Its bursts and crashes run after every other project (groupOrder), so
      // their load neither meets nor slows the API tests, and side by side. Its bad input runs with
      // the API tests: it mostly waits for the server to cut off its stalled bodies (decision 0198).
      {
        test: {
          name: 'bad-input',
          include: ['tests/reliability/bad-input.test.ts'],
          testTimeout: 180000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: ['tests/reliability/bad-input.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 180000,
          hookTimeout: 60000,
        },
      },
      apiProject('postgres'),
    ],
  },
});
