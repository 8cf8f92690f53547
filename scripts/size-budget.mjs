// The size budget of the public pages (issue 11, decision 0030): what /book/{link}, / and /sessions
// load before they are hydrated — the entry chunks and every chunk they import statically (the
// modulepreloaded ones), plus the page's own chunk and its imports if its route is split out — must
// stay within its budget of brotli-compressed JavaScript (below). Chunks loaded on demand (admin, sign-in,
// dialogs, toasts) do not count. Nor may that JavaScript come in more than 5 files (issue 26, decision
// 0113: each is a request of its own, ~1 KB of headers on the wire, before the page can hydrate).
// Reads the built dist/web (`npx vite build`); exits 1 when over.
//   node scripts/size-budget.mjs [dist/web]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_JS_FILES = 5;
// Each public page, the module of its screen (a key in the manifest only when split out) and its
// budget: the booking page, the one players open from WhatsApp, 90 KB (issue 26, decision 0114).
const PAGES = [
  ['/book/{link}', 'features/booking/booking-page.tsx', 90 * 1024],
  ['/', 'features/landing/landing-page.tsx', 100 * 1024],
  ['/sessions', 'features/sessions/sessions-page.tsx', 100 * 1024],
];

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'web'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`size budget: no ${manifestFile}; build first (npx vite build, with build.manifest on)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
// The app's entry (index.html's script), and the small entry a server-rendered page loads first, which
// fetches the app after the page's first paint (decision 0124): both come before the page is hydrated.
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (!entryKeys.includes('index.html')) {
  console.error('size budget: the manifest has no index.html entry');
  process.exit(1);
}

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
function staticClosure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest[key].imports ?? [], into);
  }
  return into;
}

const brotliCache = new Map();
/** Bytes on the wire: brotli at the quality the build's .br files use (scripts/vite-precompress.ts). */
function brotli(file) {
  if (!brotliCache.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    brotliCache.set(file, { raw: bytes.length, br: br.length });
  }
  return brotliCache.get(file);
}

function sizes(files) {
  let raw = 0;
  let br = 0;
  for (const file of files) {
    const s = brotli(file);
    raw += s.raw;
    br += s.br;
  }
  return { count: files.size, raw, br };
}

/** Over the page's bytes, or over the number of files. */
function overBudget({ js, budget }) {
  return js.br > budget || js.count > BUDGET_JS_FILES;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = PAGES.map(([page, screen, budget]) => {
  const chunks = staticClosure([...entryKeys, ...(manifest[screen] ? [screen] : [])]);
  const js = new Set([...chunks].map((key) => manifest[key].file));
  const css = new Set([...chunks].flatMap((key) => manifest[key].css ?? []));
  return { page, budget, js: sizes(js), css: sizes(css) };
});

console.log(`Public pages, first load (budget: the JS brotli below, in ${BUDGET_JS_FILES} files at most)`);
console.log(
  [
    'page'.padEnd(14),
    'JS files',
    'JS raw'.padStart(10),
    'JS brotli'.padStart(10),
    'budget'.padStart(9),
    'CSS brotli'.padStart(11),
  ].join('  '),
);
for (const row of rows) {
  const { page, js, css, budget } = row;
  const mark = overBudget(row) ? '  OVER BUDGET' : '';
  console.log(
    [
      page.padEnd(14),
      String(js.count).padStart(8),
      kb(js.raw).padStart(10),
      kb(js.br).padStart(10),
      kb(budget).padStart(9),
      kb(css.br).padStart(11),
    ].join('  ') + mark,
  );
}
const over = rows.filter(overBudget);
if (over.length > 0) {
  console.error(
    `size budget exceeded on ${over.map((r) => r.page).join(', ')} (see docs/decisions/0030-public-bundle.md, 0113, 0114 and 0124)`,
  );
  process.exit(1);
}
