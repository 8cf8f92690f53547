// What `npm start` and the service unit run: the server bundled by `npm run build` into
// dist/app/main.mjs (decision 0091), with no TypeScript loader. It must find the built web app from
// its own folder and serve the API, a server-rendered booking page and the admin app.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUNDLE = 'dist/app/main.mjs';
const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-built-'));
let server: ServerProcess;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, BUNDLE))) throw new Error(`run npm run build first: ${BUNDLE} is missing`);
  server = await startServerProcess({ entry: BUNDLE, env: { DATA_DIR: scratch } });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

it('runs without tsx and serves the API, the rendered pages and the admin app', async () => {
  const args = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
  expect(args).not.toContain('tsx');
  expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'sqlite' });
  const sessions = await fetch(`${server.url}/sessions`);
  expect(sessions.status).toBe(200);
  expect(await sessions.text()).toContain('<script type="module"');
  const admin = await fetch(`${server.url}/admin`);
  expect(admin.status).toBe(200);
  expect(await admin.text()).toContain('<div id="root"></div>');
  expect((await fetch(`${server.url}/api/sessions/by-link/nothing-here`)).status).toBe(404);
});
