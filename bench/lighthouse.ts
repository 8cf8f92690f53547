// Lighthouse 12 (mobile preset: simulated slow 4G and a mid-range phone) on the three public pages,
// against a SQLite server of --app-dir, with Debian's Chromium. Each figure is its median over the runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { OFFLINE_CHROMIUM_FLAGS } from '../e2e/support/env.ts';
import { percentile } from '../tests/reliability/burst.ts';
import type { Options } from './options.ts';
import { benchPort } from './ports.ts';
import { bookMany, createSessions } from './seed.ts';
import { openBenchStore, startApp } from './servers.ts';
import type { Teardown } from './teardown.ts';

const METRICS = [
  'performance',
  'accessibility',
  'lcpMs',
  'fcpMs',
  'cls',
  'tbtMs',
  /** Bytes on the wire (compressed when the server compresses). */
  'scriptBytes',
  'totalBytes',
] as const;
type Run = Record<(typeof METRICS)[number], number>;

export type PageFigures = Run & {
  page: string;
  /** The runs Lighthouse completed; each figure is its median over them. */
  runs: number;
  warnings: string[];
};

const CHROME_FLAGS = ['--headless=new', ...OFFLINE_CHROMIUM_FLAGS];

function figuresOf(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const bytes = (type: string) =>
    Number(items?.find((i) => i.resourceType === type)?.transferSize ?? Number.NaN);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptBytes: bytes('script'),
    totalBytes: bytes('total'),
  };
}

const median = (runs: Run[], key: keyof Run) =>
  runs.length === 0
    ? Number.NaN
    : percentile(
        runs.map((r) => r[key]),
        0.5,
      );

export async function measurePages(options: Options, teardown: Teardown): Promise<PageFigures[]> {
  const store = await openBenchStore('sqlite', teardown);
  const [page, ...others] = await createSessions(options.appDir, store, 6);
  if (!page) throw new Error('the sessions were not made');
  const server = await startApp(options.appDir, store, teardown);
  await bookMany(server.url, [page.id], 20);
  await bookMany(
    server.url,
    others.map((s) => s.id),
    30,
  );

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: await benchPort(),
    logLevel: 'silent',
  });
  teardown.add(async () => chrome.kill());

  const audit = async (url: string): Promise<Result> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  };
  const figures: PageFigures[] = [];
  for (const path of [`/book/${page.link}`, '/', '/sessions']) {
    const runs: Run[] = [];
    const warnings = new Set<string>();
    // A run Lighthouse itself could not record (a busy machine loses the trace now and then) is
    // tried again, a bounded number of times.
    for (let tries = 0; runs.length < options.lighthouseRuns && tries < options.lighthouseRuns + 3; tries++) {
      const lhr = await audit(server.url + path);
      for (const w of lhr.runWarnings) warnings.add(String(w));
      if (lhr.runtimeError) warnings.add(`a run failed: ${lhr.runtimeError.message}`);
      else runs.push(figuresOf(lhr));
    }
    const medians = Object.fromEntries(METRICS.map((k) => [k, median(runs, k)])) as Run;
    const name = path.startsWith('/book/') ? '/book/{link}' : path;
    figures.push({ page: name, runs: runs.length, ...medians, warnings: [...warnings] });
  }
  return figures;
}
