// Writes a file whole or not at all: into FILE.partial beside it, renamed over FILE once complete, so
// a crash, a full disk or a timer's second run never leaves half a backup under the real name.
import { chmodSync, closeSync, createWriteStream, openSync, renameSync, rmSync, statSync } from 'node:fs';
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

/** Runs `write` on FILE.partial (mode 0600, empty), then moves it to FILE; removes the partial file on failure. */
export async function writeWhole<T>(file: string, write: (partial: string) => Promise<T>): Promise<T> {
  checkOutputPath(file);
  const partial = partialPath(file);
  try {
    // One a killed run left behind is no copy of anything: start afresh. The file is made 0600
    // before a byte goes in (it holds password hashes and push keys), and the writer fills it in
    // place, so nobody else can open it half-way; the chmod covers a umask that widened it.
    rmSync(partial, { force: true });
    closeSync(openSync(partial, 'wx', 0o600));
    const result = await write(partial);
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

/** A stream into `file` (writeWhole's partial file, its mode kept), and a promise of its end (errors included). */
export async function withStream(file: string, fill: (out: Writable) => Promise<void>): Promise<void> {
  const out = createWriteStream(file, { flags: 'w' });
  const done = finished(out);
  try {
    await fill(out);
  } finally {
    out.end();
  }
  await done;
}
