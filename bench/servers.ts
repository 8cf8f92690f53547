// What the bench starts: the measured app (from --app-dir), the hello-world ceiling, and a store per
// engine. Each is handed to the teardown as soon as it exists.
import { type Engine, openStore, type Store } from '../tests/reliability/stores.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { markProfiled } from './cpu.ts';
import { REPO } from './options.ts';
import { benchPort } from './ports.ts';
import type { Teardown } from './teardown.ts';

export async function openBenchStore(engine: Engine, teardown: Teardown): Promise<Store> {
  const store = await openStore(engine);
  teardown.add(() => store.drop());
  return store;
}

/**
 * The real server of the checkout at `appDir` (`node --import tsx src/server/main.ts`), with `env` on
 * top of the store's. BENCH_NODE_OPTIONS is handed to it as NODE_OPTIONS, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of a loaded run (written when it stops).
 */
export async function startApp(
  appDir: string,
  store: Store,
  teardown: Teardown,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const nodeOptions = process.env.BENCH_NODE_OPTIONS;
  const server = await startServerProcess({
    cwd: appDir,
    env: { ...store.env, ...env, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
    port: await benchPort(),
  });
  markProfiled(server.child.pid);
  teardown.add(() => server.stop());
  return server;
}

export async function startCeiling(teardown: Teardown): Promise<ServerProcess> {
  const server = await startServerProcess({
    cwd: REPO,
    entry: 'bench/hello-world.ts',
    port: await benchPort(),
  });
  teardown.add(() => server.stop());
  return server;
}
