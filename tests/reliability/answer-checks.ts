// What every answer to a bad request must look like (docs/product/api.md): never a 5xx, a 4xx error in the
// documented JSON shape, and never a stack trace or a glimpse of the server's files.
import path from 'node:path';
import type { RawAnswer } from './raw-http.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s*at\s+\S/],
  ['a stack frame', /\bat\s+(?:async\s+)?\S*\s*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+(?::\d+)?/],
  ['a "stack" field', /"stack"\s*:/],
  ['node_modules', /node_modules/],
  ['a path of the server', new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['a source file name', /\bsrc\/server\/|\.ts:\d+/],
  ['an Error: internal', /\b(?:Type|Reference|Syntax|Range|Internal|Sqlite|Postgres)?Error: /],
  [
    'a database error',
    /SQLITE_|\bSqliteError\b|\bduplicate key value\b|\brelation "\w+"|\bsyntax error at or near\b/,
  ],
];

/** What is wrong with an answer, or null. `apiPath`: the request was for /api (JSON is required). */
export function answerProblem(answer: RawAnswer, opts: { method: string; apiPath: boolean }): string | null {
  if (answer.status === null) return `no answer (${answer.error})`;
  const { status, body } = answer;
  if (status >= 500) return `${status}`;
  if (status < 200) return `unexpected status ${status}`;
  // A page or a script may mention anything; answers of the API and every error may not.
  if (opts.apiPath || status >= 400) {
    for (const [what, pattern] of LEAKS) if (pattern.test(body)) return `${status} with ${what} in the body`;
  }
  if (status >= 400 && opts.method !== 'HEAD') {
    const contentType = String(answer.headers['content-type'] ?? '');
    const isJson = contentType.startsWith('application/json');
    // Node itself answers a request that outlived requestTimeout with a bare 408.
    if (!isJson && status === 408 && body === '') return null;
    if (!isJson) {
      return opts.apiPath ? `${status} answered ${contentType || 'without a content type'}, not JSON` : null;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${status} with a body that is not JSON`;
    }
    const field = status === 422 ? 'detail' : 'error';
    const value = (parsed as Record<string, unknown> | null)?.[field];
    if (typeof value !== 'string' || value === '') return `${status} without a "${field}" string`;
  }
  return null;
}
