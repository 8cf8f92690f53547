// npm start: builds the web app when it is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const builtRenderer = path.join(root, 'dist/server/entry-server.js');
const builtServer = path.join(root, 'dist/app/main.mjs');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const sources = ['src/web', 'src/core', 'src/server', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const built = [builtIndex, builtRenderer, builtServer];
const stale =
  !built.every((file) => existsSync(file)) ||
  Math.max(...sources.map(newestMtime)) > Math.min(...built.map((file) => statSync(file).mtimeMs));
if (stale) {
  console.log('Building the app...');
  // The browser's app, the server renderer of the public pages (decision 0033), the server (0091).
  const steps = [
    ['npx', ['vite', 'build', '--logLevel', 'warn']],
    ['npx', ['vite', 'build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']],
    [process.execPath, ['scripts/build-server.mjs']],
  ];
  for (const [command, args] of steps) {
    const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// The server bundled into one module (decision 0091): no TypeScript loader in the running process.
const server = spawn(process.execPath, [builtServer], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
