// The boundaries of .dependency-cruiser.cjs (decision 0100), tried on a small tree of files that
// cross each of them and of files that are allowed, so a rule that stopped matching fails here.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { expect, it } from 'vitest';

const ruleSet = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const files: Record<string, string> = {
  'package.json': JSON.stringify({ type: 'module', imports: { '#core/*': './src/core/*' } }),
  'src/core/names.ts': "import '../server/config.ts';\nimport './club-time.ts';\n",
  'src/core/club-time.ts': "import '#core/names.ts';\n",
  'src/server/config.ts': "import '#core/names.ts';\n",
  'src/server/ssr/page.ts': "import '../../web/main.tsx';\n",
  'src/server/routes/health.ts': "import '../store/sessions.ts';\nimport '../services/health.ts';\n",
  'src/server/store/sessions.ts': '',
  'src/server/services/health.ts': '',
  'src/web/main.tsx': "import '../server/config.ts';\nimport '#core/names.ts';\n",
  'src/web/lib/storage.ts': "import '../features/booking/page.tsx';\n",
  'src/web/features/booking/page.tsx':
    "import '../players/page.tsx';\nimport './form.tsx';\nimport '../../lib/storage.ts';\n",
  'src/web/features/booking/form.tsx': '',
  'src/web/features/players/page.tsx': '',
  'src/web/features/landing/page.tsx': "import '../sessions/list.tsx';\nimport '../players/page.tsx';\n",
  'src/web/features/sessions/list.tsx': '',
};

it('each boundary refuses the import that crosses it and lets the others through', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const result = await cruise(['src'], {
    baseDir: root,
    ruleSet,
    validate: true,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  const crossings = result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  expect(crossings.sort()).toEqual([
    'core-is-pure: src/core/names.ts → src/server/config.ts',
    'features-are-independent (landing): src/web/features/landing/page.tsx → src/web/features/players/page.tsx',
    'features-are-independent: src/web/features/booking/page.tsx → src/web/features/players/page.tsx',
    'routes-call-services: src/server/routes/health.ts → src/server/store/sessions.ts',
    'server-never-imports-web: src/server/ssr/page.ts → src/web/main.tsx',
    'shared-web-code-uses-no-feature: src/web/lib/storage.ts → src/web/features/booking/page.tsx',
    'web-never-imports-server: src/web/main.tsx → src/server/config.ts',
  ]);
});
