import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// docs/decisions/README.md is written from the decision files; a new or changed decision that did not
// rewrite it (node scripts/decision-index.mjs) fails here.
it('the decision index is current', () => {
  const script = path.join(import.meta.dirname, 'decision-index.mjs');
  const run = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
