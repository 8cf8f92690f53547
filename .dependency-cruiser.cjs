// The code base's boundaries as zones (decision 0100): which folder may import which, judged by
// dependency-cruiser on the file each import resolves to (relative paths of any depth, the #core/*
// alias, import() and import types alike). `npm run lint` runs it after Biome.
const SERVER_PACKAGES = 'fastify|kysely|pg|better-sqlite3|web-push';
const pkg = (names) => `node_modules/(${names})/`;

// The few uses between web features (decision 0047): a new one is a visible change here, or a move
// of the shared code into lib/ or components/.
const FEATURE_USES = {
  landing: ['sessions/'],
  'admin-dashboard': ['auth/'],
  admins: ['auth/'],
  'unpaid-bookings': ['admin-bookings/api/'],
};
const FEATURES = 'src/web/features/';

module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'src/core holds pure rules shared by server and web: it imports nothing outside itself.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { pathNot: ['^src/core/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-uses-no-framework',
      comment: 'src/core holds pure rules shared by server and web: no UI, server or database package.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: pkg(`react|react-dom|@tanstack/[^/]+|${SERVER_PACKAGES}`) },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web app never imports server code; share rules through src/core.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: ['^src/server/', pkg(SERVER_PACKAGES)] },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server never imports the web app: shared shapes and rules go to src/core.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'shared-web-code-uses-no-feature',
      comment: 'lib/ and components/ are shared by every feature and must not depend on one.',
      severity: 'error',
      from: { path: '^src/web/(lib|components)/' },
      to: { path: `^${FEATURES}` },
    },
    {
      name: 'routes-call-services',
      comment: 'Routes call a service, never the store (decision 0041).',
      severity: 'error',
      from: { path: '^src/server/routes/' },
      to: { path: '^src/server/store/' },
    },
    ...Object.entries(FEATURE_USES).map(([feature, uses]) => ({
      name: `features-are-independent (${feature})`,
      comment:
        'Features are independent: import only your own files, src/web/lib, src/web/components and src/core (CONTRIBUTING.md). Shared code goes to lib/ or components/.',
      severity: 'error',
      from: { path: `^${FEATURES}${feature}/` },
      to: {
        path: `^${FEATURES}`,
        pathNot: [`^${FEATURES}${feature}/`, ...uses.map((u) => `^${FEATURES}${u}`)],
      },
    })),
    {
      name: 'features-are-independent',
      comment:
        'Features are independent: import only your own files, src/web/lib, src/web/components and src/core (CONTRIBUTING.md). Shared code goes to lib/ or components/.',
      severity: 'error',
      from: {
        path: `^${FEATURES}([^/]+)/`,
        pathNot: `^${FEATURES}(${Object.keys(FEATURE_USES).join('|')})/`,
      },
      to: { path: `^${FEATURES}`, pathNot: `^${FEATURES}$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
