// npm run cli -- <command> (docs/product/system.md): the commands of run.ts on this process's environment
// and ./.env.
import { loadDotEnv } from '../server/config.ts';
import { runCli } from './run.ts';

async function main() {
  try {
    loadDotEnv();
  } catch (err) {
    return { code: 2, stdout: '', stderr: `Invalid .env: ${(err as Error).message}\n` };
  }
  return runCli(process.argv.slice(2), process.env);
}

const { code, stdout, stderr } = await main();
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = code;
