// The real server (`src/server/main.ts`) as a child process on a loopback port, for tests that must
// kill it (crash durability) or run several of it (processes sharing one PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The most of a child's output kept for an error message. */
const KEEP_OUTPUT = 16_000;

export type ServerProcess = {
  /** http://127.0.0.1:<port> — also the server's PUBLIC_URL unless the env says otherwise. */
  url: string;
  port: number;
  env: Record<string, string>;
  child: ChildProcess;
  /** The tail of what the server printed (stdout and stderr together). */
  output: () => string;
  /** SIGKILL, as a crash: no shutdown hook runs. */
  kill: () => Promise<void>;
  /** SIGTERM, the orderly stop. */
  stop: () => Promise<void>;
};

export type StartOptions = {
  /** Variables on top of the test process's own environment. */
  env?: Record<string, string>;
  /** The port to listen on (a restart reuses the port); a free one by default. */
  port?: number;
  timeoutMs?: number;
  /** The checkout to run (the benchmark compares another one); this one by default. */
  cwd?: string;
  /** The script to run, relative to `cwd`; it must answer GET /api/health when ready. */
  entry?: string;
  /** Options for node itself before the script (the read bench's `--cpu-prof`). */
  nodeArgs?: string[];
  /**
   * A command node runs under, given node's command line as its arguments; it must exec it so the
   * child's pid stays the server's (the memory bench's container, bench/memory-limit.ts).
   */
  launcher?: string[];
};

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Polls GET /api/health until it answers 200; throws with the server's output if it never does. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('the server exited');
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
}

/**
 * Starts `node --import tsx src/server/main.ts` (or `entry`; a built `.mjs` runs without tsx) and
 * resolves once it is healthy.
 */
export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // An empty value counts as unset and keeps a developer's ./.env from pointing a SQLite run at
    // PostgreSQL (loadDotEnv never overrides a variable that is present).
    DATABASE_URL: '',
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  const base = { ...process.env };
  for (const key of ['TEST_DB', 'NODE_OPTIONS', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV'])
    delete base[key];
  const entry = options.entry ?? 'src/server/main.ts';
  const loader = entry.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const command = [process.execPath, ...(options.nodeArgs ?? []), ...loader, entry];
  const [file = '', ...args] = [...(options.launcher ?? []), ...command];
  const child = spawn(file, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited(child);
  };
  const server: ServerProcess = {
    url,
    port,
    env,
    child,
    output: () => output,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
  try {
    await waitForHealth(url, child, options.timeoutMs);
  } catch (err) {
    await server.kill();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}`);
  }
  return server;
}
