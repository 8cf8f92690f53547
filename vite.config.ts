import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves. The second
// build (`vite build --ssr entry-server.tsx`) is the server renderer of the public pages, in
// dist/server (decision 0033).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    outDir: isSsrBuild ? '../../dist/server' : '../../dist/web',
    emptyOutDir: true,
    manifest: true, // dist/web/.vite/manifest.json: what each page loads, read by scripts/size-budget.mjs
    // Modulepreload polyfill would be inline script; the CSP forbids that and modern browsers need none.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // A server-rendered page loads the second entry instead of the first, which it fetches after its
          // first paint (decision 0124).
          input: { index: 'src/web/index.html', 'hydrate-after-paint': 'src/web/hydrate-after-paint.ts' },
          output: {
            // Everything the entry imports statically (what every public page runs before it can hydrate)
            // in one chunk: rolldown otherwise splits out each module shared with an on-demand screen
            // (react, the router, lucide's icon factory, the API client…), 8 files for one first load.
            // One file is one request and one brotli context: 3 KB smaller, 7 fewer requests (decision 0113).
            codeSplitting: {
              groups: [
                {
                  name: 'index',
                  tags: ['$initial'],
                  // That small entry stays a file of its own, not a door into this chunk.
                  test: (id: string) => !id.endsWith('/hydrate-after-paint.ts'),
                },
              ],
            },
          },
        },
  },
  // The server renderer takes in what it renders with, React included, built for production whatever
  // NODE_ENV the server runs with: React's development build took two to three times the CPU a page
  // (decision 0141). Only the icons it draws are in: lucide-react as a package is every icon, 26 MB
  // of the server's memory once loaded (docs/benchmarks.md, issue 26). zod renders nothing.
  ssr: { noExternal: true, external: ['zod'] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
