// docs/deploy.md shows the systemd units and the Caddyfile in full; they are also files in deploy/.
// This keeps the two the same, and checks them with systemd-analyze and caddy where those are installed.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
const UNITS = ['courtside.service', 'courtside-backup.service', 'courtside-backup.timer'];
const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-units-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** The fenced block that follows the line naming `installedAs` in the guide. */
function blockAfter(installedAs: string): string {
  const at = guide.indexOf(`\`${installedAs}\`:`);
  expect(at, `docs/deploy.md names ${installedAs}`).toBeGreaterThanOrEqual(0);
  const open = guide.indexOf('```', at);
  const start = guide.indexOf('\n', open) + 1;
  return guide.slice(start, guide.indexOf('\n```', start));
}

describe('docs/deploy.md and deploy/', () => {
  it.each([
    ...UNITS.map((unit) => [`/etc/systemd/system/${unit}`, unit] as const),
    ['/etc/caddy/Caddyfile', 'Caddyfile'] as const,
  ])('shows %s exactly as deploy/%s', (installedAs, file) => {
    expect(blockAfter(installedAs)).toBe(readFileSync(path.join(ROOT, 'deploy', file), 'utf8').trimEnd());
  });

  it('names a real binary in ExecStart, and the service is what the guide enables', () => {
    const unit = readFileSync(path.join(ROOT, 'deploy/courtside.service'), 'utf8');
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node dist\/app\/main\.mjs$/m);
    expect(unit).toMatch(/^Environment=NODE_ENV=production$/m);
    expect(guide).toContain('sudo systemctl enable --now courtside');
  });
});

describe.runIf(has('systemd-analyze'))('systemd-analyze verify', () => {
  it('finds nothing wrong with the units', () => {
    for (const unit of UNITS) copyFileSync(path.join(ROOT, 'deploy', unit), path.join(scratch, unit));
    const run = spawnSync('systemd-analyze', ['verify', ...UNITS.map((u) => path.join(scratch, u))], {
      encoding: 'utf8',
    });
    expect(run.stderr + run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});

describe.runIf(has('caddy'))('caddy validate', () => {
  it('accepts the Caddyfile', () => {
    const out = execFileSync(
      'caddy',
      ['validate', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
      },
    );
    expect(out).toContain('Valid configuration');
  });
});

if (!has('systemd-analyze'))
  console.log('[deploy-guide] systemd-analyze is not installed: units not verified');
if (!has('caddy')) console.log('[deploy-guide] caddy is not installed: the Caddyfile not validated');
