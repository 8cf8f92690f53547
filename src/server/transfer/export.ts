// `cli export` (docs/product/system.md): the whole database, as of one instant, into the export file.
import type { DbHandle } from '../db/connection.ts';
import { ExportWriter } from './export-file.ts';
import { withStream, writeWhole } from './output-file.ts';
import { openSnapshot } from './snapshot.ts';
import { listTables, type TableInfo } from './tables.ts';

export type ExportSummary = { file: string; engine: string; counts: Record<string, number> };

/** PostgreSQL hands bigint back as text; epoch milliseconds fit a JSON number exactly. */
function portable(table: TableInfo): (values: unknown[]) => unknown[] {
  const bigint = table.columns.map((c) => c.type === 'bigint');
  if (!bigint.includes(true)) return (values) => values;
  return (values) => values.map((v, i) => (bigint[i] && typeof v === 'string' ? Number(v) : v));
}

export async function exportDatabase(database: DbHandle, file: string): Promise<ExportSummary> {
  return writeWhole(file, async (partial) => {
    const snapshot = await openSnapshot(database);
    try {
      const tables = await listTables(snapshot.query, database.engine);
      const migrations = (await snapshot.query('select name from kysely_migration order by name')).map((r) =>
        String(r.name),
      );
      let counts: Record<string, number> = {};
      await withStream(partial, async (out) => {
        const writer = new ExportWriter(out);
        await writer.header({ engine: database.engine, exportedAt: new Date().toISOString(), migrations });
        for (const table of tables) {
          await writer.table(
            table.name,
            table.columns.map((c) => c.name),
          );
          const toPortable = portable(table);
          for await (const values of snapshot.rows(table)) await writer.row(toPortable(values));
          await writer.endTable();
        }
        counts = await writer.finish();
      });
      return { file, engine: database.engine, counts };
    } finally {
      await snapshot.close();
    }
  });
}
