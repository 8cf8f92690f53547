// `cli backup` (docs/product/system.md, decision 0072): a consistent copy while the app runs. SQLite:
// a standalone database file through SQLite's online backup (restored by copying it in as
// DATA_DIR/courtside.sqlite); PostgreSQL: the export file, restored with `cli import --replace`.
import SQLite from 'better-sqlite3';
import type { DbHandle } from '../db/connection.ts';
import { exportDatabase } from './export.ts';
import { writeWhole } from './output-file.ts';

/** SQLite's most pages per step (better-sqlite3 caps the number at 2^31 - 1). */
const ALL_PAGES = 0x7fffffff;

export type BackupSummary = { file: string; engine: string; format: 'sqlite' | 'export'; ms: number };

export async function backupDatabase(database: DbHandle, file: string): Promise<BackupSummary> {
  const started = Date.now();
  if (!database.sqliteFile) {
    await exportDatabase(database, file);
    return { file, engine: database.engine, format: 'export', ms: Date.now() - started };
  }
  const source = database.sqliteFile;
  await writeWhole(file, async (partial) => {
    const db = new SQLite(source, { fileMustExist: true });
    try {
      // All remaining pages in one step: a step is one read transaction, so the copy is the database
      // as of that instant. Copied in small steps, every write by the app would restart it.
      await db.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      db.close();
    }
    // The copy is a database of its own: no -wal beside it to carry along.
    const copy = new SQLite(partial);
    copy.pragma('journal_mode = DELETE');
    const [check] = copy.pragma('quick_check') as { quick_check: string }[];
    copy.close();
    if (check?.quick_check !== 'ok') throw new Error(`the copy failed its check: ${check?.quick_check}`);
  });
  return { file, engine: database.engine, format: 'sqlite', ms: Date.now() - started };
}
