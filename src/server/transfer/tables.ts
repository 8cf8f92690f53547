// The tables a move carries (docs/product/system.md, decision 0073): every table of the database but
// the migrator's own and the rate-limit counters, parents before children, read from the database
// itself so tables added by later migrations and by better-auth travel without a list to keep.
import type { Engine } from '../db/connection.ts';

export type Column = { name: string; type: string };
export type TableInfo = { name: string; columns: Column[]; primaryKey: string[] };

/** Runs one SQL text on the connection the caller chose (a snapshot, a transaction). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Kept out of a move: the migrator's bookkeeping, and counters that expire within minutes. */
const NOT_CARRIED = new Set(['kysely_migration', 'kysely_migration_lock', 'rate_limits']);

export const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function listTables(query: Query, engine: Engine): Promise<TableInfo[]> {
  const tables = new Map<string, TableInfo>();
  const parents = new Map<string, Set<string>>();
  if (engine === 'sqlite') {
    const names = await query(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`,
    );
    for (const { name } of names as { name: string }[]) {
      const columns = (await query(`select name, type, pk from pragma_table_info(${literal(name)})`)) as {
        name: string;
        type: string;
        pk: number;
      }[];
      const primaryKey = columns
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name);
      tables.set(name, { name, columns: columns.map(({ name, type }) => ({ name, type })), primaryKey });
      const refs = await query(`select "table" as parent from pragma_foreign_key_list(${literal(name)})`);
      parents.set(name, new Set(refs.map((r) => String(r.parent))));
    }
  } else {
    const columns = (await query(`
      select table_name as "table", column_name as name, data_type as type
      from information_schema.columns c
      where table_schema = current_schema()
        and exists (select 1 from information_schema.tables t where t.table_schema = c.table_schema
                    and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
      order by table_name, ordinal_position`)) as { table: string; name: string; type: string }[];
    for (const c of columns) {
      const table = tables.get(c.table) ?? { name: c.table, columns: [], primaryKey: [] };
      table.columns.push({ name: c.name, type: c.type });
      tables.set(c.table, table);
    }
    const keys = (await query(`
      select tc.table_name as "table", tc.constraint_type as kind, kcu.column_name as "column",
             ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      left join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
      where tc.table_schema = current_schema() and tc.constraint_type in ('PRIMARY KEY', 'FOREIGN KEY')
      order by kcu.ordinal_position`)) as { table: string; kind: string; column: string; parent: string }[];
    for (const k of keys) {
      if (k.kind === 'PRIMARY KEY') tables.get(k.table)?.primaryKey.push(k.column);
      else if (k.parent !== k.table) parents.set(k.table, (parents.get(k.table) ?? new Set()).add(k.parent));
    }
  }
  return parentsFirst(
    [...tables.values()].filter((t) => !NOT_CARRIED.has(t.name)),
    parents,
  );
}

/** Orders tables so each comes after the tables its foreign keys point at (names break ties). */
function parentsFirst(tables: TableInfo[], parents: Map<string, Set<string>>): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (table: TableInfo, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const parent of [...(parents.get(table.name) ?? [])].sort()) {
      const info = tables.find((t) => t.name === parent);
      if (info) visit(info, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, new Set());
  return ordered;
}
