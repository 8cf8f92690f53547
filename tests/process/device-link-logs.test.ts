// An 'another phone' link's token is never logged (decision 0086): the real server, logging every
// request at info level, issues a link and has it opened and used; its output never holds the token.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-device-link-'));
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('logs the link’s requests without its token', async () => {
  const origin = { origin: server.url };
  const issued = await fetch(`${server.url}/api/user-session/transfer`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ from: '/sessions' }),
  });
  expect(issued.status).toBe(200);
  const { url } = (await issued.json()) as { url: string };
  const token = url.split('/').pop() as string;
  expect((await fetch(url)).status).toBe(200);
  expect((await fetch(url, { method: 'POST', headers: origin, redirect: 'manual' })).status).toBe(303);
  expect((await fetch(url)).status).toBe(410);

  await new Promise((resolve) => setTimeout(resolve, 300));
  const output = server.output();
  expect(output).toContain('/another-phone/[redacted]');
  expect(output).not.toContain(token);
});
