// npm test: every check and test suite, ending with one line 'N passed, N failed'.
// With CI=true a missing PostgreSQL or Chromium fails the run instead of being skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
const CI = process.env.CI === 'true' || process.env.CI === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let passed = 0;
let failed = 0;
/** Tests that did not run (a tool the machine lacks): shown on the totals line, never hidden. */
let skipped = 0;
const notes = [];

/** How long each step took, printed at the end: where the suite's time goes. */
const timings = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return r.status === 0;
}

// Lint, typecheck and build are gates, not tests: they add to the failures only when they fail.
function check(label, cmd, args) {
  if (!run(label, cmd, args)) {
    failed += 1;
    notes.push(`${label} failed`);
  }
}

// Debian packages the tests use: Chromium for the browser journeys, Caddy to validate the deploy
// guide's Caddyfile (tests/process/deploy-guide.test.ts). Installed once, with one apt-get update.
const CADDY = '/usr/bin/caddy';
function ensureDebianPackages() {
  const missing = [...(existsSync(CHROMIUM) ? [] : ['chromium']), ...(existsSync(CADDY) ? [] : ['caddy'])];
  const isRoot = process.getuid?.() === 0;
  if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian ${missing.join(' and ')} with apt-get...`);
    run('apt-get update', 'apt-get', ['update', '-qq']);
    run(`apt-get install ${missing.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...missing]);
  }
  return existsSync(CHROMIUM);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    console.log(`PostgreSQL at ${PG_URL} is not reachable: ${err.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Each failed test with the start of its message: CI shows only the tail of the output. */
function vitestFailures(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => {
        const message = stripVTControlCharacters((t.failureMessages ?? []).join('\n')).slice(0, 1500);
        return `FAILED ${path.relative(root, file.name)} > ${t.fullName}\n${message}`;
      }),
  );
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

check('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
check('boundaries', 'npx', ['depcruise', 'src', '--output-type', 'err']);
check('typecheck', 'npx', ['tsc', '--noEmit']);
// Built before the tests: the reliability battery's servers and the browser tests serve dist/web.
check('web build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
check('size budget', 'node', ['scripts/size-budget.mjs']);
check('server renderer build', 'npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']);
check('server build', 'node', ['scripts/build-server.mjs']);

const hasChromium = ensureDebianPackages();
const hasPg = await postgresReachable();
if (!hasPg && CI) {
  failed += 1;
  notes.push('PostgreSQL is required with CI=true');
}
// The reliability battery's bursts and crashes run last (groupOrder in vitest.config.ts); its
// PostgreSQL parts skip themselves when PostgreSQL is not reachable.
const projects = [
  'unit',
  'api-sqlite',
  'process',
  ...(hasPg ? ['api-postgres'] : []),
  'bad-input',
  'reliability',
];
if (!hasPg && !CI) {
  notes.push('SKIPPED: API tests and the reliability battery on PostgreSQL (no server at TEST_DATABASE_URL)');
}

const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run('vitest', 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  notes.push(...vitestFailures(v));
  if (!vitestOk && v.numFailedTests === 0) {
    failed += 1;
    notes.push('vitest exited with an error outside the tests');
  }
} else {
  failed += 1;
  notes.push('vitest produced no report');
}

if (hasChromium) {
  const pwJson = path.join(out, 'playwright.json');
  const pwOk = run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  const p = readJson(pwJson);
  if (p?.stats) {
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
    skipped += p.stats.skipped;
    if (!pwOk && p.stats.unexpected === 0) {
      failed += 1;
      notes.push('playwright exited with an error outside the tests');
    }
  } else {
    failed += 1;
    notes.push('playwright produced no report');
  }
} else if (CI) {
  failed += 1;
  notes.push(`Chromium is required with CI=true (not found at ${CHROMIUM})`);
} else {
  notes.push(`SKIPPED: browser tests (no Chromium at ${CHROMIUM}; apt-get install -y chromium)`);
}

console.log(`\nTime per step: ${timings.join(', ')}`);
for (const note of notes) console.log(note);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
