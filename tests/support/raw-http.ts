// Requests sent byte for byte: fetch() normalises '/./' and '%2e' away before anything is sent, so
// the path tricks an attacker uses (curl --path-as-is) need node:http, which sends the path as given.
import { request } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

export function sendAsIs(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const url = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          origin: url.origin,
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The Set-Cookie lines of a raw answer. */
export const setCookiesOf = (answer: RawAnswer) => {
  const value = answer.headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [value] : [];
};
