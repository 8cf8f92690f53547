// A backup or export holds password hashes and push keys: never readable by others, not even while
// it is being written, and a run killed half-way does not stop the next one.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { partialPath, withStream, writeWhole } from './output-file.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'courtside-output-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const modeOf = (file: string) => statSync(file).mode & 0o777;

it('streams into a partial file that is 0600 from its first byte', async () => {
  const file = path.join(scratch, 'club.json');
  let modeWhileWriting = 0;
  await writeWhole(file, (partial) =>
    withStream(partial, async (out) => {
      await new Promise((written) => out.write('{"version":1', written));
      modeWhileWriting = modeOf(partial);
      out.write('}');
    }),
  );
  expect(modeWhileWriting).toBe(0o600);
  expect(modeOf(file)).toBe(0o600);
  expect(readFileSync(file, 'utf8')).toBe('{"version":1}');
});

it("copies SQLite's online backup into a partial file that is 0600 while it is written", async () => {
  const source = path.join(scratch, 'source.sqlite');
  const db = new SQLite(source);
  db.exec("create table t (x); insert into t values ('secret hash')");
  const file = path.join(scratch, 'club.sqlite');
  let modeWhileWriting = 0;
  try {
    await writeWhole(file, async (partial) => {
      await db.backup(partial);
      modeWhileWriting = modeOf(partial);
    });
  } finally {
    db.close();
  }
  expect(modeWhileWriting).toBe(0o600);
  const copy = new SQLite(file, { readonly: true });
  expect(copy.prepare('select x from t').pluck().get()).toBe('secret hash');
  copy.close();
});

it('starts afresh over a partial file a killed run left behind', async () => {
  const file = path.join(scratch, 'again.json');
  writeFileSync(partialPath(file), 'half of an old export');
  await writeWhole(file, (partial) => withStream(partial, async (out) => void out.write('{}')));
  expect(readFileSync(file, 'utf8')).toBe('{}');
});
