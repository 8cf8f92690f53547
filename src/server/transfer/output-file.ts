// Writes a file whole or not at all: into FILE.partial beside it, renamed over FILE once complete, so
// a crash, a full disk or a timer's second run never leaves half a backup under the real name.
import { chmodSync, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** A path the command cannot write to; the message names it and why. */
export class OutputPathError extends Error {}

/** Refuses, before any work, a path whose folder is missing or that names a folder. */
export function checkOutputPath(file: string): void {
  const folder = path.dirname(path.resolve(file));
  const kind = (p: string) => {
    try {
      return statSync(p).isDirectory() ? 'folder' : 'file';
    } catch {
      return 'missing';
    }
  };
  if (kind(folder) !== 'folder')
    throw new OutputPathError(`Cannot write ${file}: the folder ${folder} does not exist`);
  if (kind(file) === 'folder') throw new OutputPathError(`Cannot write ${file}: it is a folder`);
}

export const partialPath = (file: string) => `${file}.partial`;

/** Runs `write` on FILE.partial, then moves it to FILE (mode 0600); removes the partial file on failure. */
export async function writeWhole<T>(file: string, write: (partial: string) => Promise<T>): Promise<T> {
  checkOutputPath(file);
  const partial = partialPath(file);
  try {
    const result = await write(partial);
    // It holds password hashes and push keys: readable by its owner only.
    chmodSync(partial, 0o600);
    renameSync(partial, file);
    return result;
  } catch (err) {
    rmSync(partial, { force: true });
    if ((err as { code?: string }).code === 'EACCES') {
      throw new OutputPathError(`Cannot write ${file}: permission denied`);
    }
    throw err;
  }
}

/** A stream into `file`, and a promise of its end (errors included). */
export async function withStream(file: string, fill: (out: Writable) => Promise<void>): Promise<void> {
  const out = createWriteStream(file, { flags: 'wx' });
  const done = finished(out);
  try {
    await fill(out);
  } finally {
    out.end();
  }
  await done;
}
