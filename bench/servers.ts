// What the bench starts: the measured app (from --app-dir), the hello-world ceiling, and a store per
// engine. Each is handed to the teardown as soon as it exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Engine, openStore, type Store } from '../tests/reliability/stores.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { markProfiled } from './cpu.ts';
import { memoryLimitLauncher } from './memory-limit.ts';
import { REPO } from './options.ts';
import { benchPort } from './ports.ts';
import type { Teardown } from './teardown.ts';

export async function openBenchStore(engine: Engine, teardown: Teardown): Promise<Store> {
  const store = await openStore(engine);
  teardown.add(() => store.drop());
  return store;
}

/** BENCH_NODE_OPTIONS as the measured server's NODE_OPTIONS (see startApp), when it is set. */
export const benchNodeOptions = (): Record<string, string> =>
  process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {};

/** The server as production runs it: the bundle `npm run build` makes (decision 0091), else the source. */
export const serverEntry = (appDir: string) =>
  existsSync(path.join(appDir, 'dist/app/main.mjs')) ? 'dist/app/main.mjs' : 'src/server/main.ts';

/**
 * The real server of the checkout at `appDir`, with `env` on top of the store's. BENCH_NODE_OPTIONS
 * is handed to it as NODE_OPTIONS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of a
 * loaded run (written when it stops). BENCH_MEMORY_LIMIT_MB starts it in a cgroup of that many MB,
 * as a container would (bench/memory-limit.ts).
 */
export async function startApp(
  appDir: string,
  store: Store,
  teardown: Teardown,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const launcher = memoryLimitLauncher(process.env.BENCH_MEMORY_LIMIT_MB, teardown);
  const server = await startServerProcess({
    cwd: appDir,
    entry: serverEntry(appDir),
    env: { ...store.env, ...env, ...benchNodeOptions() },
    port: await benchPort(),
    launcher,
  });
  markProfiled(server.child.pid);
  teardown.add(() => server.stop());
  return server;
}

/** A bare Fastify of the bench's own: the hello-world ceiling, or the rush's floor. */
export async function startCeiling(
  teardown: Teardown,
  entry: 'bench/hello-world.ts' | 'bench/burst-floor.ts' = 'bench/hello-world.ts',
): Promise<ServerProcess> {
  const server = await startServerProcess({ cwd: REPO, entry, port: await benchPort() });
  teardown.add(() => server.stop());
  return server;
}
