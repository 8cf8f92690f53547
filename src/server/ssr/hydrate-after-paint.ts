// How a server-rendered page loads its scripts (decisions 0113, 0124). The page paints from its HTML and
// stylesheet alone; its scripts only hydrate it. So the app's entry is not fetched by the HTML: the page
// loads Vite's small hydrate-after-paint entry instead, which fetches the app once the first contentful
// paint is on screen. Lighthouse's simulation counts every script fetched before the LCP paint as part
// of it (it sees no evaluation event for a module script, so it cannot tell the script was not needed);
// fetched after the paint, it no longer does. The admin shell, which its script draws, keeps the entry.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The source name of that entry in Vite's manifest (src/web/hydrate-after-paint.ts). */
const HYDRATE_AFTER_PAINT = 'hydrate-after-paint.ts';
const ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"><\/script>/;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean };

/** The built file of the hydrate-after-paint entry, from dist/web/.vite/manifest.json, if built. */
function hydrateAfterPaintFile(webRoot: string): string | undefined {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === HYDRATE_AFTER_PAINT)?.file;
}

/**
 * The template with its scripts at low priority (on a slow link the stylesheet goes first) and its
 * entry script replaced by the hydrate-after-paint one, which finds the entry in `data-app`.
 */
export function hydrationAfterPaint(template: string, webRoot: string): string {
  const page = template.replace(
    /<(script type="module"|link rel="modulepreload") /g,
    '<$1 fetchpriority="low" ',
  );
  const loader = hydrateAfterPaintFile(webRoot);
  if (!loader) return page;
  return page.replace(ENTRY_SCRIPT, (tag, entry: string) =>
    tag.replace(`src="${entry}"`, () => `src="/${loader}" data-app="${entry}"`),
  );
}
