// Queries built and compiled once per process, run with new values each time (decision 0031): on
// the hot reads Kysely's building and compiling cost as much as SQLite running them, and
// PostgreSQL's parsing and planning as much as running them (it keeps these by name).
import type { Compilable, CompiledQuery } from 'kysely';
import { type Db, keepPrepared } from './connection.ts';

/** Stand-ins the query is compiled with; each is swapped for the value given at run time. */
const slot = (i: number) => `\u0000slot${i}\u0000`;

/**
 * `build` receives stand-ins for its `arity` values (they must be used as plain values, never
 * inspected) and returns the query; the answer runs it with real values and returns its rows.
 */
export function prepared<R, V extends unknown[]>(
  db: Db,
  arity: V['length'],
  build: (...values: string[]) => Compilable<R>,
): (...values: V) => Promise<R[]> {
  const slots = Array.from({ length: arity }, (_, i) => slot(i));
  const compiled = build(...slots).compile();
  const source = compiled.parameters.map((p) => slots.indexOf(p as string));
  if (slots.some((_, i) => !source.includes(i))) throw new Error('a prepared value is not a query parameter');
  keepPrepared(compiled.sql);
  return async (...values) => {
    const parameters = compiled.parameters.map((p, i) => {
      const from = source[i] as number;
      return from < 0 ? p : values[from];
    });
    const query: CompiledQuery<R> = {
      query: compiled.query,
      queryId: compiled.queryId,
      sql: compiled.sql,
      parameters,
    };
    return (await db.executeQuery(query)).rows;
  };
}
