// The app supports every Node.js from its `engines` floor up, on the lines users run (20, 22, 24):
// no package the lockfile installs may ask for more, or `npm install` on Node 20 warns EBADENGINE
// and the package may use what Node 20 lacks (decision 0139).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const ours: string = read('package.json').engines.node;
const lock: { packages: Record<string, { version?: string; engines?: { node?: string } }> } =
  read('package-lock.json');
const floor = semver.minVersion(ours)?.version ?? '';
// Node 22 from 22.13: the first of that line that every package accepts (watskeburt, and the
// WebAssembly builds of rolldown and Tailwind's oxide that other platforms install).
const lines = [floor, '22.13.0', '24.0.0'];

describe('Node.js versions', () => {
  it('the engines floor is Node 20.19, where require() of ES modules works unflagged', () => {
    expect(floor).toBe('20.19.0');
  });

  it.each(lines)('every package in package-lock.json runs on Node %s', (node) => {
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(node, entry.engines.node))
      .map(([where, entry]) => `${where}@${entry.version}: node ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
