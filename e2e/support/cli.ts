// The command line's own code (src/cli/run.ts), run in the test process on the e2e server's data
// folder: what `npm run cli` does, without starting a tsx process per session or admin.
import { runCli } from '../../src/cli/run.ts';
import { E2E_DATA_DIR } from './env.ts';

export async function e2eCli(args: string[]): Promise<unknown> {
  const out = await runCli(args, { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' });
  if (out.code !== 0) throw new Error(`cli ${args[0]} exited ${out.code}: ${out.stderr}`);
  return JSON.parse(out.stdout);
}
