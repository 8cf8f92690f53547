// The folder holding package.json, found from this file's folder: the same answer whether the
// server runs from src/ (tsx) or bundled from dist/app/ (decision 0091).
import { existsSync } from 'node:fs';
import path from 'node:path';

export function projectRoot(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}
