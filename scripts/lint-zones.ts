// The code base's boundaries as zones (decision 0100, after 0047): which folder may import which, with
// every import resolved to the file or package it names, so a relative path of any depth, the #core/*
// alias and a dynamic import() are judged alike. Run by `npm run lint` after Biome:
//   npx tsx scripts/lint-zones.ts        lists every import that crosses a zone; exits 1 if any
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * A zone: files under `target` may not import what is under `from` (folders, or packages by name:
 * `react`, `@tanstack/*`), except what is under `except`. `feature` zones apply to every folder under
 * `target` at once: a feature may not import another feature but for the pairs listed.
 */
export type Zone = {
  target: string[];
  from: string[];
  except?: string[];
  packages?: string[];
  message: string;
};
export type FeatureZone = { features: string; allowed: Record<string, string[]>; message: string };

const SERVER_PACKAGES = ['fastify', 'kysely', 'pg', 'better-sqlite3', 'web-push'];

export const ZONES: Zone[] = [
  {
    target: ['src/core'],
    from: ['.'],
    except: ['src/core'],
    packages: ['react', 'react-dom', '@tanstack/*', 'fastify', 'kysely', 'pg', 'better-sqlite3'],
    message: 'src/core holds pure rules shared by server and web: it imports nothing outside itself.',
  },
  {
    target: ['src/web'],
    from: ['src/server'],
    packages: SERVER_PACKAGES,
    message: 'The web app never imports server code; share rules through src/core.',
  },
  {
    target: ['src/server'],
    from: ['src/web'],
    message: 'The server never imports the web app: shared shapes and rules go to src/core.',
  },
  {
    target: ['src/web/lib', 'src/web/components'],
    from: ['src/web/features'],
    message: 'lib/ and components/ are shared by every feature and must not depend on one.',
  },
  {
    target: ['src/server/routes'],
    from: ['src/server/store'],
    message: 'Routes call a service, never the store (decision 0041).',
  },
];

export const FEATURES: FeatureZone = {
  features: 'src/web/features',
  // The few uses between features (decision 0047): a new one is a visible change here, or a move of
  // the shared code into lib/ or components/.
  allowed: {
    landing: ['sessions'],
    'admin-dashboard': ['auth'],
    admins: ['auth'],
    'unpaid-bookings': ['admin-bookings/api'],
  },
  message:
    'Features are independent: import only your own files, src/web/lib, src/web/components and src/core (CONTRIBUTING.md). Shared code goes to lib/ or components/.',
};

const ROOT = path.resolve(import.meta.dirname, '..');
const ALIASES: Record<string, string> = { '#core/': 'src/core/' };

const within = (file: string, folder: string) =>
  folder === '.' || file === folder || file.startsWith(`${folder}/`);

const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const packageMatches = (name: string, pattern: string) =>
  pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

/** What an import names: a repository path (relative to the root, `/`-separated) or a package. */
export function resolveImport(file: string, spec: string): { path: string } | { package: string } {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (spec.startsWith(alias)) return { path: folder + spec.slice(alias.length) };
  }
  if (spec.startsWith('.')) return { path: path.posix.join(path.posix.dirname(file), spec) };
  return { package: packageName(spec) };
}

export type Crossing = { file: string; spec: string; message: string; line?: number };

/** The zones the import `spec` in `file` (a repository path) crosses. */
export function crossings(file: string, spec: string): Crossing[] {
  const target = resolveImport(file, spec);
  const found: Crossing[] = [];
  for (const zone of ZONES) {
    if (!zone.target.some((t) => within(file, t))) continue;
    const crosses =
      'path' in target
        ? zone.from.some((f) => within(target.path, f)) && !zone.except?.some((e) => within(target.path, e))
        : (zone.packages ?? []).some((p) => packageMatches(target.package, p));
    if (crosses) found.push({ file, spec, message: zone.message });
  }
  const own = featureOf(file);
  const other = 'path' in target ? featureOf(target.path) : undefined;
  if (own !== undefined && other !== undefined && other !== own && 'path' in target) {
    const rest = target.path.slice(`${FEATURES.features}/`.length);
    const allowed = (FEATURES.allowed[own] ?? []).some((a) => within(rest, a));
    if (!allowed) found.push({ file, spec, message: FEATURES.message });
  }
  return found;
}

function featureOf(file: string): string | undefined {
  if (!file.startsWith(`${FEATURES.features}/`)) return undefined;
  const [name, ...rest] = file.slice(FEATURES.features.length + 1).split('/');
  return rest.length > 0 ? name : undefined;
}

/** Every import, export … from and import() of a source text, with its line. */
export function importsOf(text: string): { spec: string; line: number }[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => ({
    spec: f.fileName,
    line: text.slice(0, f.pos).split('\n').length,
  }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every crossing in src/. */
export function lintZones(): Crossing[] {
  return sourceFiles('src').flatMap((file) =>
    importsOf(readFileSync(path.join(ROOT, file), 'utf8')).flatMap(({ spec, line }) =>
      crossings(file, spec).map((c) => ({ ...c, line })),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = lintZones();
  for (const c of found) console.error(`${c.file}:${c.line}: import '${c.spec}'\n  × ${c.message}\n`);
  if (found.length > 0) {
    console.error(`zones: ${found.length} import(s) cross a boundary (scripts/lint-zones.ts).`);
    process.exit(1);
  }
}
