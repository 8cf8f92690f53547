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
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
