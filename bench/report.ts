// The dated section of docs/benchmarks.md: markdown tables of one run, newest section on top.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadFigures } from './load.ts';
import type { Options } from './options.ts';
import type { Results } from './results.ts';

export type RunContext = {
  startedAt: Date;
  seconds: number;
  seed: number;
  postgresVersion: string | undefined;
};

function checkout(dir: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes' : ' (clean)'}`;
  } catch {
    return 'not a git checkout';
  }
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
const rate = (n: number) => (n < 10 ? n.toFixed(1) : int(n));
const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : int(n)) : '–');
function pct(part: number, whole: number | undefined): string {
  if (!whole) return '–';
  const share = (100 * part) / whole;
  return `${share.toFixed(share >= 10 ? 0 : share >= 1 ? 1 : 2)} %`;
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function loadCells(f: LoadFigures, ceiling: number | undefined): string[] {
  const cpu = f.cpuUsPerRequest === undefined ? '–' : int(f.cpuUsPerRequest);
  return [rate(f.rps), ms(f.p50), ms(f.p99), pct(f.rps, ceiling), cpu, int(f.unexpected)];
}

export function renderSection(results: Results, options: Options, context: RunContext): string {
  const cpus = os.cpus();
  const stamp = context.startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const harness = path.resolve(import.meta.dirname, '..');
  const app =
    options.appDir === harness
      ? `this checkout at ${checkout(harness)}`
      : `\`${options.appDir}\` at ${checkout(options.appDir)} (harness at ${checkout(harness)})`;
  const loaded = results.ceiling !== undefined || results.processes.length > 0;
  const out: string[] = [
    `## ${stamp} UTC, \`npm run bench${options.quick ? ' -- --quick' : ''}\``,
    '',
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
      `PostgreSQL ${context.postgresVersion ?? 'not reached'}. App: ${app}. ` +
      (loaded
        ? `Load: autocannon, ${options.connections} connections, ${options.warmupSeconds} s warm-up then ` +
          `${options.seconds} s, \`accept-encoding: br, gzip\` like a phone; the load generator shares the ` +
          'cores with the servers, so compare ratios within one run. '
        : '') +
      (results.bursts.length > 0 ? `Burst seed ${context.seed}. ` : '') +
      `The run took ${Math.round(context.seconds)} s.`,
  ];
  const ceiling = results.ceiling?.rps;
  if (results.ceiling || results.http.length > 0) {
    const rows = [
      ...(results.ceiling
        ? [['bare Fastify hello-world `GET /`', '–', ...loadCells(results.ceiling, ceiling), '–']]
        : []),
      ...results.http.map((r) => [
        r.label,
        r.engine,
        ...loadCells(r.figures, r.ceilingRps ?? ceiling),
        r.ceilingRps === undefined ? '–' : int(r.ceilingRps),
      ]),
    ];
    out.push(
      '',
      table(
        [
          'what',
          'engine',
          'req/s',
          'p50 ms',
          'p99 ms',
          'of hello-world',
          'server CPU µs/req',
          'unexpected answers',
          'hello-world beside it, req/s',
        ],
        rows,
      ),
      '',
      "A row's share is of the hello-world measured right before and right after it (their mean,",
      'last column); the first row is the hello-world before any row (decision 0136).',
    );
  }
  if (results.bursts.length > 0) {
    out.push(
      '',
      '500 simultaneous bookings (1–3 names each) at one session of capacity 16, checked against docs/product/booking-rules.md;',
      'other visitors (4 loops) read another session by link before (idle) and during the burst:',
      '',
      table(
        [
          'burst',
          '201',
          'waiting list full',
          'confirmed',
          'in roster',
          '5xx',
          'violations',
          'p50 ms',
          'p99 ms',
          'all answered in ms',
          'server CPU ms',
          'reads idle p50 / p99 ms',
          'reads during p50 / p99 / max ms',
          'p99 during ÷ idle',
        ],
        results.bursts.map(({ label, report: r, p50, wallMs, serverCpuMs, idleReads: i, burstReads: b }) => [
          label,
          r.booked201,
          r.refusedFull,
          r.confirmed,
          r.finalCount,
          r.fiveXX,
          r.violations.length,
          ms(p50),
          ms(r.p99),
          int(wallMs),
          int(serverCpuMs),
          `${ms(i.p50)} / ${ms(i.p99)}`,
          `${ms(b.p50)} / ${ms(b.p99)} / ${ms(b.max)}`,
          `${(b.p99 / i.p99).toFixed(1)}×`,
        ]),
      ),
    );
    for (const b of results.bursts) for (const v of b.report.violations) out.push(`- ${b.label}: ${v}`);
    const floor = results.burstFloor;
    if (floor) {
      out.push(
        '',
        `The floor: the same 500 requests from the same client at a bare Fastify answering bytes made before ` +
          `(bench/burst-floor.ts: no database, no rules, no compression per answer): p50 ${ms(floor.p50)} ms, ` +
          `p99 ${ms(floor.p99)} ms, all answered in ${int(floor.wallMs)} ms, server CPU ${int(floor.serverCpuMs)} ms.`,
      );
    }
  }
  if (results.processes.length > 0) {
    out.push(
      '',
      'One PostgreSQL, 1 app process, then 2 with the connections split between them (latency: the worse process):',
      '',
      table(
        [
          'what',
          '1 process req/s',
          'p50 / p99 ms',
          '2 processes req/s',
          'p50 / p99 ms',
          '2 ÷ 1',
          'unexpected',
        ],
        results.processes.map(({ label, one, two }) => [
          label,
          rate(one.rps),
          `${ms(one.p50)} / ${ms(one.p99)}`,
          rate(two.rps),
          `${ms(two.p50)} / ${ms(two.p99)}`,
          `${(two.rps / one.rps).toFixed(2)}×`,
          int(one.unexpected + two.unexpected),
        ]),
      ),
    );
  }
  if (results.pages.length > 0) {
    out.push(
      '',
      `Lighthouse ${lighthouseVersion()} mobile, Chromium, SQLite server; each figure the median of its runs:`,
      '',
      table(
        [
          'page',
          'runs',
          'performance',
          'accessibility',
          'LCP s',
          'FCP s',
          'CLS',
          'TBT ms',
          'JS KB on the wire',
          'all KB',
        ],
        results.pages.map((p) => [
          p.page,
          p.runs,
          int(p.performance),
          int(p.accessibility),
          (p.lcpMs / 1000).toFixed(1),
          (p.fcpMs / 1000).toFixed(1),
          p.cls.toFixed(3),
          int(p.tbtMs),
          int(p.scriptBytes / 1024),
          int(p.totalBytes / 1024),
        ]),
      ),
    );
    for (const p of results.pages) for (const w of p.warnings) out.push(`- ${p.page}: ${w}`);
  }
  if (results.notes.length > 0) out.push('', ...results.notes.map((n) => `- ${n}`));
  return `${out.join('\n')}\n`;
}

function lighthouseVersion(): string {
  const file = path.resolve(import.meta.dirname, '../node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Puts the section under the file's introduction, above the older sections. */
export function addSection(file: string, section: string): void {
  const text = readFileSync(file, 'utf8');
  const at = text.search(/^## /m);
  const next =
    at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at)}${section}\n${text.slice(at)}`;
  writeFileSync(file, next);
}
