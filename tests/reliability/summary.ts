// Each part of the battery prints one summary line with its figures. Lines are written straight to
// the process's stdout when the file ends, so they show with any reporter, passing or failing.
import { afterAll } from 'vitest';

const lines: string[] = [];

export function summary(line: string): void {
  lines.push(line);
}

/** Call once at the top of a test file. */
export function printSummaryAfterAll(): void {
  afterAll(() => {
    if (lines.length > 0)
      process.stdout.write(`\n${lines.map((l) => `  [reliability] ${l}`).join('\n')}\n\n`);
  });
}
