// `cli import` (docs/product/system.md, decision 0073): an export file into this database, in one
// transaction. The file is read through once before anything changes, so a file that is not JSON, is
// cut short or has an unknown version changes nothing, even with --replace.
import { sql } from 'kysely';
import type { Db, DbHandle } from '../db/connection.ts';
import { knownMigrations } from '../db/migrate.ts';
import { type ExportEvent, ExportFileError, type ExportHeader, openExport } from './export-file.ts';
import { listTables, type TableInfo } from './tables.ts';

/** A file the database cannot take, or a database that already holds a club (without --replace). */
export class ImportRefused extends Error {}

/** Tables whose rows mean a club already lives in this database. */
const CLUB_TABLES = ['sessions', 'bookings', 'visitors', 'user'];
/** Bound parameters per INSERT, below both engines' limits (SQLite 32,766; PostgreSQL 65,535). */
const PARAMETERS_PER_INSERT = 30_000;

export type CheckedExport = {
  file: string;
  header: ExportHeader;
  tables: Map<string, string[]>;
  counts: Record<string, number>;
  events: () => AsyncGenerator<ExportEvent>;
};

/** Reads the whole file once: its shape, its version, and that every table holds the rows it claims. */
export async function checkExportFile(file: string): Promise<CheckedExport> {
  let opened: Awaited<ReturnType<typeof openExport>>;
  try {
    opened = await openExport(file);
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') throw new ExportFileError(`${file} does not exist`);
    if ((err as { code?: string }).code === 'EISDIR') throw new ExportFileError(`${file} is a folder`);
    throw err;
  }
  const newer = opened.header.migrations.filter((m) => !knownMigrations().includes(m));
  if (newer.length > 0) {
    throw new ExportFileError(
      `${file} comes from a newer Courtside (migration ${newer.join(', ')}); upgrade this one first`,
    );
  }
  const tables = new Map<string, string[]>();
  const seen: Record<string, number> = {};
  let current = '';
  let counts: Record<string, number> | undefined;
  for await (const event of opened.events()) {
    if (event.kind === 'table') {
      if (tables.has(event.name)) throw new ExportFileError(`${file} holds table ${event.name} twice`);
      tables.set(event.name, event.columns);
      seen[event.name] = 0;
      current = event.name;
    } else if (event.kind === 'row') {
      if (event.values.length !== tables.get(current)?.length) {
        throw new ExportFileError(`${file} is damaged: a row of ${current} has the wrong number of values`);
      }
      seen[current] = (seen[current] ?? 0) + 1;
    } else {
      counts = event.counts;
    }
  }
  for (const [name, n] of Object.entries(seen)) {
    if (counts?.[name] !== n) {
      throw new ExportFileError(
        `${file} is damaged: table ${name} has ${n} rows, the export says ${counts?.[name]}`,
      );
    }
  }
  return { file, header: opened.header, tables, counts: seen, events: opened.events };
}

const queryOn = (db: Db) => async (text: string) =>
  (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;

/** Counts of rows that mean a club lives here, by table; empty when the database holds none. */
async function clubData(db: Db, tables: TableInfo[]): Promise<string[]> {
  const held: string[] = [];
  for (const name of CLUB_TABLES) {
    if (!tables.some((t) => t.name === name)) continue;
    const [row] = await queryOn(db)(`select count(*) as n from "${name}"`);
    const n = Number(row?.n ?? 0);
    if (n > 0) held.push(`${n} ${name}`);
  }
  return held;
}

/** Turns a value from either engine into what this engine's column takes. */
function toColumn(engine: DbHandle['engine'], type: string | undefined): (v: unknown) => unknown {
  if (engine === 'sqlite') return (v) => (typeof v === 'boolean' ? Number(v) : v);
  if (type === 'boolean') return (v) => (typeof v === 'number' ? v !== 0 : v);
  if (type === 'integer' || type === 'bigint' || type === 'smallint') {
    return (v) => (typeof v === 'boolean' ? Number(v) : v);
  }
  return (v) => v;
}

export type ImportSummary = { file: string; from: string; replaced: boolean; counts: Record<string, number> };

/**
 * Loads a checked file into `database` (already migrated, better-auth's tables made). Refuses a table
 * or column this database lacks, and a database holding a club unless `replace`.
 */
export async function importExport(
  database: DbHandle,
  checked: CheckedExport,
  { replace }: { replace: boolean },
): Promise<ImportSummary> {
  const { db, engine } = database;
  const target = await listTables(queryOn(db), engine);
  const byName = new Map(target.map((t) => [t.name, t]));
  for (const [name, columns] of checked.tables) {
    const table = byName.get(name);
    if (!table)
      throw new ImportRefused(`${checked.file} holds table ${name}, which this database does not have`);
    const missing = columns.filter((c) => !table.columns.some((t) => t.name === c));
    if (missing.length > 0) {
      throw new ImportRefused(
        `${checked.file} holds ${name}.${missing.join(', ')}, which this database does not have`,
      );
    }
  }
  const held = await clubData(db, target);
  if (held.length > 0 && !replace) {
    throw new ImportRefused(
      `This database already holds a club (${held.join(', ')}); run import with --replace to replace it`,
    );
  }

  await db.transaction().execute(async (trx) => {
    for (const table of [...target].reverse()) await trx.deleteFrom(table.name as never).execute();
    let table: TableInfo | undefined;
    let columns: string[] = [];
    let convert: ((v: unknown) => unknown)[] = [];
    let batch: Record<string, unknown>[] = [];
    let batchSize = 1;
    const flush = async () => {
      if (table && batch.length > 0)
        await trx
          .insertInto(table.name as never)
          .values(batch as never)
          .execute();
      batch = [];
    };
    for await (const event of checked.events()) {
      if (event.kind === 'table') {
        await flush();
        table = byName.get(event.name);
        columns = event.columns;
        convert = columns.map((c) => toColumn(engine, table?.columns.find((t) => t.name === c)?.type));
        batchSize = Math.max(
          1,
          Math.min(1000, Math.floor(PARAMETERS_PER_INSERT / Math.max(1, columns.length))),
        );
      } else if (event.kind === 'row') {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i++) row[columns[i] as string] = convert[i]?.(event.values[i]);
        batch.push(row);
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
  });
  return {
    file: checked.file,
    from: checked.header.engine,
    replaced: held.length > 0,
    counts: checked.counts,
  };
}
