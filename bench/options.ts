// Command-line options of `npm run bench` (see the usage text).
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Engine } from '../tests/reliability/stores.ts';

export const REPO = path.resolve(import.meta.dirname, '..');

export const PARTS = [
  'health',
  'by-link',
  'page',
  'upcoming',
  'bookings',
  'upcoming-7000',
  'burst',
  'processes',
  'lighthouse',
] as const;
export type Part = (typeof PARTS)[number];
const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

export const USAGE = `Usage: npm run bench -- [--quick] [--only <list>] [--app-dir <path>] [--out <file>]
  --quick         short load runs and one Lighthouse run per page (a smoke test, not figures)
  --only <list>   comma-separated parts and/or engines: ${[...PARTS, ...ENGINES].join(', ')}
                  (lighthouse runs on SQLite, so --only postgres leaves it out)
  --app-dir <dir> benchmark the server of another checkout (built with npx vite build)
  --out <file>    write the dated section to this file instead of on top of docs/benchmarks.md`;

export type Options = {
  quick: boolean;
  parts: ReadonlySet<Part>;
  engines: readonly Engine[];
  appDir: string;
  /** Where the section goes: undefined = on top of docs/benchmarks.md. */
  out: string | undefined;
  /** autocannon: connections, warm-up and measured seconds. */
  connections: number;
  warmupSeconds: number;
  seconds: number;
  lighthouseRuns: number;
};

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      'app-dir': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const only = (values.only ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter(
    (t) => !(PARTS as readonly string[]).includes(t) && !ENGINES.includes(t as Engine),
  );
  if (unknown.length > 0) throw new Error(`unknown --only value ${unknown.join(', ')}\n${USAGE}`);
  const parts = only.filter((t): t is Part => (PARTS as readonly string[]).includes(t));
  const engines = only.filter((t): t is Engine => ENGINES.includes(t as Engine));
  const quick = values.quick;
  return {
    quick,
    parts: new Set(parts.length > 0 ? parts : PARTS),
    engines: engines.length > 0 ? engines : ENGINES,
    appDir: path.resolve(values['app-dir'] ?? REPO),
    out: values.out === undefined ? undefined : path.resolve(values.out),
    connections: 50,
    warmupSeconds: quick ? 0.5 : 1,
    seconds: quick ? 2 : 5,
    lighthouseRuns: quick ? 1 : 3,
  };
}
