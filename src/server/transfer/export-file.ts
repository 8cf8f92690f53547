// The export file (decision 0073): one JSON document with a top-level `version`, laid out one row
// per line so it is written and read as a stream, in bounded memory, however many bookings it holds:
//
//   {"format":"courtside-export","version":1,...,"tables":[
//   {"name":"sessions","columns":["id",...],"rows":[
//   ["7f3c…",...]
//   ,["81aa…",...]
//   ]}
//   ,{"name":"bookings",...
//   ],"counts":{"sessions":2,...},"complete":true}

import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';

export const EXPORT_FORMAT = 'courtside-export';
export const EXPORT_VERSION = 1;

export type ExportHeader = {
  format: typeof EXPORT_FORMAT;
  version: number;
  engine: string;
  exportedAt: string;
  /** The migrations the exporting database had: an importer that lacks one refuses the file. */
  migrations: string[];
};

export type ExportEvent =
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'row'; values: unknown[] }
  | { kind: 'end'; counts: Record<string, number> };

/** A file that is not a whole export this version understands; the message says what is wrong. */
export class ExportFileError extends Error {}

export class ExportWriter {
  private tables = 0;
  private rows = 0;
  private readonly counts: Record<string, number> = {};
  private current = '';

  constructor(private readonly out: Writable) {}

  private async write(text: string): Promise<void> {
    if (!this.out.write(text)) await once(this.out, 'drain');
  }

  header(header: Omit<ExportHeader, 'format' | 'version'>): Promise<void> {
    const head = JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, ...header, tables: [] });
    return this.write(`${head.slice(0, -2)}\n`);
  }

  table(name: string, columns: string[]): Promise<void> {
    this.current = name;
    this.counts[name] = 0;
    this.rows = 0;
    const open = JSON.stringify({ name, columns, rows: [] }).slice(0, -2);
    return this.write(`${this.tables++ > 0 ? ',' : ''}${open}\n`);
  }

  row(values: unknown[]): Promise<void> {
    this.counts[this.current] = (this.counts[this.current] ?? 0) + 1;
    return this.write(`${this.rows++ > 0 ? ',' : ''}${JSON.stringify(values)}\n`);
  }

  endTable(): Promise<void> {
    return this.write(']}\n');
  }

  async finish(): Promise<Record<string, number>> {
    await this.write(`],"counts":${JSON.stringify(this.counts)},"complete":true}\n`);
    return this.counts;
  }
}

/** Files up to this size that are not laid out line by line (edited, re-indented) are read whole. */
const WHOLE_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** The header, then a reader of the rest; both throw ExportFileError on a bad file. */
export async function openExport(
  file: string,
): Promise<{ header: ExportHeader; events: () => AsyncGenerator<ExportEvent> }> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  let first: string | undefined;
  for await (const line of lines) {
    first = line;
    break;
  }
  lines.close();
  const parsedFirst = first?.endsWith('"tables":[') ? parseOrNull(`${first}]}`) : null;
  if (parsedFirst) return { header: checkHeader(parsedFirst, file), events: () => readLines(file) };
  return readWhole(file);
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function checkHeader(value: unknown, file: string): ExportHeader {
  const h = value as Partial<ExportHeader> | null;
  if (h?.format !== EXPORT_FORMAT) throw new ExportFileError(`${file} is not a Courtside export`);
  if (h.version !== EXPORT_VERSION) {
    throw new ExportFileError(
      `${file} is export version ${JSON.stringify(h.version)}; this Courtside reads version ${EXPORT_VERSION}`,
    );
  }
  if (!Array.isArray(h.migrations)) throw new ExportFileError(`${file} is not a Courtside export`);
  return h as ExportHeader;
}

const truncated = (file: string) =>
  new ExportFileError(`${file} is truncated: it ends before the export does`);

async function* readLines(file: string): AsyncGenerator<ExportEvent> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  let n = 0;
  let inTable = false;
  let ended = false;
  // A line that does not read is damage, unless it is the last: then the file was cut short.
  let badLine = 0;
  for await (const line of lines) {
    n++;
    if (n === 1) continue;
    if (badLine) throw new ExportFileError(`${file} is damaged at line ${badLine}`);
    if (ended) {
      if (line.trim() !== '') throw new ExportFileError(`${file} is damaged at line ${n}`);
      continue;
    }
    const text = line.startsWith(',') ? line.slice(1) : line;
    if (inTable && text.startsWith('[')) {
      const values = parseOrNull(text);
      if (Array.isArray(values)) yield { kind: 'row', values };
      else badLine = n;
    } else if (inTable && line === ']}') {
      inTable = false;
    } else if (!inTable && text.startsWith('{"name":') && text.endsWith('"rows":[')) {
      const table = parseOrNull(`${text}]}`) as { name?: unknown; columns?: unknown } | null;
      if (typeof table?.name === 'string' && isStringArray(table.columns)) {
        inTable = true;
        yield { kind: 'table', name: table.name, columns: table.columns };
      } else badLine = n;
    } else if (!inTable && line.startsWith('],"counts":')) {
      const end = parseOrNull(`{${line.slice(2)}`) as { counts?: unknown; complete?: unknown } | null;
      if (end?.complete === true && typeof end.counts === 'object' && end.counts !== null) {
        ended = true;
        yield { kind: 'end', counts: end.counts as Record<string, number> };
      } else badLine = n;
    } else {
      badLine = n;
    }
  }
  if (badLine || !ended) throw truncated(file);
}

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** An export re-indented or edited by hand is still JSON: read it whole when it is not too big. */
async function readWhole(file: string) {
  if (statSync(file).size > WHOLE_FILE_MAX_BYTES)
    throw new ExportFileError(`${file} is not a Courtside export`);
  const doc = parseOrNull(await readFile(file, 'utf8')) as
    | (ExportHeader & { tables?: unknown; counts?: unknown; complete?: unknown })
    | null;
  if (doc === null) throw new ExportFileError(`${file} is not JSON (or is truncated)`);
  const header = checkHeader(doc, file);
  const tables = doc.tables as { name?: unknown; columns?: unknown; rows?: unknown }[];
  if (!Array.isArray(tables) || doc.complete !== true || typeof doc.counts !== 'object') {
    throw truncated(file);
  }
  async function* events(): AsyncGenerator<ExportEvent> {
    for (const t of tables) {
      if (typeof t?.name !== 'string' || !isStringArray(t.columns) || !Array.isArray(t.rows)) {
        throw new ExportFileError(`${file} is damaged: a table without name, columns or rows`);
      }
      yield { kind: 'table', name: t.name, columns: t.columns };
      for (const values of t.rows) {
        if (!Array.isArray(values)) throw new ExportFileError(`${file} is damaged in table ${t.name}`);
        yield { kind: 'row', values };
      }
    }
    yield { kind: 'end', counts: doc?.counts as Record<string, number> };
  }
  return { header, events };
}
