// The server as one ES module (dist/app/main.mjs) for `npm start` and the service unit: the app's
// own code bundled, packages left to node_modules (decision 0091). Running it needs no TypeScript
// loader, which held ~145 MB of a 300 MB idle server.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile: path.join(root, 'dist/app/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // A stack trace still names the function; `node --enable-source-maps` maps it to src/ when needed.
  sourcemap: 'linked',
  keepNames: true,
  logLevel: 'warning',
});
