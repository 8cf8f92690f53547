import { existsSync } from 'node:fs';

/** The journeys run against the built app; say so plainly instead of failing on a blank page. */
export default function globalSetup(): void {
  if (!existsSync('dist/web/index.html')) {
    throw new Error('dist/web is missing: run `npx vite build` (npm run build) before the browser tests.');
  }
}
