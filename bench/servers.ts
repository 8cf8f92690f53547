// What the bench starts: the measured app (from --app-dir), the hello-world ceiling, and a store per
// engine. Each is handed to the teardown as soon as it exists.
import { type Engine, openStore, type Store } from '../tests/reliability/stores.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { REPO } from './options.ts';
import { benchPort } from './ports.ts';
import type { Teardown } from './teardown.ts';

export async function openBenchStore(engine: Engine, teardown: Teardown): Promise<Store> {
  const store = await openStore(engine);
  teardown.add(() => store.drop());
  return store;
}

/** The real server of the checkout at `appDir` (`node --import tsx src/server/main.ts`). */
export async function startApp(appDir: string, store: Store, teardown: Teardown): Promise<ServerProcess> {
  const server = await startServerProcess({ cwd: appDir, env: store.env, port: await benchPort() });
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
