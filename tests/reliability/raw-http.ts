// HTTP/1.1 written by hand on a plain socket: the path goes byte for byte (fetch would resolve dot
// segments and escape the rest; node:http's client drops connections of its own when a path holds
// Latin-1 bytes), any method token, any header, any body bytes, sent at any pace.
import net from 'node:net';

export type RawRequest = {
  method: string;
  /** Sent as is: it may hold dot segments, %-escapes and Latin-1 bytes (invalid UTF-8). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
  /** Send the body as two chunks with Transfer-Encoding: chunked. */
  chunked?: boolean | undefined;
};

export type RawAnswer =
  | { status: number; headers: Record<string, string>; body: string; ms: number }
  | { status: null; error: string; ms: number };

type Head = { status: number; headers: Record<string, string>; bodyStart: number };

function parseHead(data: Buffer): Head | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const lines = data.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(match[1]), headers, bodyStart: end + 4 };
}

/** The body once it is complete, or null while more is to come. `closed`: the server hung up. */
function bodyOf(data: Buffer, head: Head, method: string, closed: boolean): Buffer | null {
  const rest = data.subarray(head.bodyStart);
  if (method === 'HEAD' || head.status === 204 || head.status === 304) return Buffer.alloc(0);
  if (/chunked/i.test(head.headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return closed ? Buffer.concat(parts) : null;
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) return Buffer.concat(parts);
      if (size === 0) return Buffer.concat(parts);
      if (rest.length < lineEnd + 2 + size) return closed ? Buffer.concat(parts) : null;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = head.headers['content-length'];
  if (length !== undefined) {
    const n = Number(length);
    if (rest.length >= n) return rest.subarray(0, n);
    return closed ? rest : null;
  }
  return closed ? rest : null;
}

/** The whole request as one buffer. */
function requestBytes(port: number, req: RawRequest): Buffer {
  const lines = [`${req.method} ${req.path} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: close'];
  for (const [k, v] of Object.entries(req.headers)) lines.push(`${k}: ${v}`);
  if (req.body && req.chunked) lines.push('transfer-encoding: chunked');
  else if (req.body) lines.push(`content-length: ${req.body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  if (!req.body) return head;
  if (!req.chunked) return Buffer.concat([head, req.body]);
  const half = Math.floor(req.body.length / 2);
  // A chunk of size 0 ends the body, so an empty half is left out (else the rest reads as a new request).
  const chunk = (b: Buffer) =>
    b.length === 0 ? [] : [Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')];
  return Buffer.concat([
    head,
    ...chunk(req.body.subarray(0, half)),
    ...chunk(req.body.subarray(half)),
    Buffer.from('0\r\n\r\n'),
  ]);
}

/** One request on its own connection; its first answer, or why there was none. */
export function sendRaw(port: number, req: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(
      () => settle({ status: null, error: `no answer within ${timeoutMs} ms`, ms: ms() }),
      timeoutMs,
    );
    const tryAnswer = (closed: boolean, error?: string) => {
      const head = parseHead(data);
      if (!head) {
        if (closed)
          settle({
            status: null,
            error: error ?? 'the server closed the connection without an answer',
            ms: ms(),
          });
        return;
      }
      // An event stream never ends: its status and headers are the answer.
      const isStream = (head.headers['content-type'] ?? '').startsWith('text/event-stream');
      const body = isStream ? Buffer.alloc(0) : bodyOf(data, head, req.method, closed);
      if (body) settle({ status: head.status, headers: head.headers, body: body.toString(), ms: ms() });
    };
    // One write: a server that answers from the headers alone (a foreign Origin → 403) and closes
    // would otherwise meet a later write, whose EPIPE ends the socket before its answer is read.
    socket.on('connect', () => socket.write(requestBytes(port, req)));
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      tryAnswer(false);
    });
    socket.on('end', () => tryAnswer(true));
    socket.on('close', () => tryAnswer(true));
    // A server that answers early (413) and closes may reset the rest of a large upload.
    socket.on('error', (err: NodeJS.ErrnoException) => tryAnswer(true, err.code ?? err.message));
  });
}

export type SlowOutcome = { status: number | null; closedAfterMs: number; answerHead: string };

/**
 * A body sent slowly: `chunks`, one every `everyMs`; when `declaredLength` exceeds what is sent,
 * the body never completes. Resolves with the server's answer (status 0: it closed the connection
 * without one), or status null after `waitMs` with the connection still open.
 */
export function slowBody(
  port: number,
  opts: {
    path: string;
    headers: Record<string, string>;
    chunks: string[];
    everyMs: number;
    declaredLength?: number;
    waitMs: number;
  },
): Promise<SlowOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let settled = false;
    let drip: NodeJS.Timeout | undefined;
    const finish = (status: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(drip);
      clearTimeout(overall);
      socket.destroy();
      resolve({
        status,
        closedAfterMs: Math.round(performance.now() - started),
        answerHead: data.subarray(0, 400).toString('latin1'),
      });
    };
    const overall = setTimeout(() => finish(null), opts.waitMs);
    const length = opts.declaredLength ?? Buffer.byteLength(opts.chunks.join(''));
    socket.on('connect', () => {
      const lines = [`POST ${opts.path} HTTP/1.1`, 'host: 127.0.0.1', `content-length: ${length}`];
      for (const [k, v] of Object.entries(opts.headers)) lines.push(`${k}: ${v}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      let i = 0;
      const next = () => {
        if (settled || socket.destroyed) return;
        const chunk = opts.chunks[i++];
        if (chunk === undefined) return;
        socket.write(chunk);
        drip = setTimeout(next, opts.everyMs);
      };
      next();
    });
    const tryAnswer = (closed: boolean) => {
      const head = parseHead(data);
      if (head && bodyOf(data, head, 'POST', closed)) finish(head.status);
      else if (closed) finish(head?.status ?? 0);
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      tryAnswer(false);
    });
    socket.on('end', () => tryAnswer(true));
    socket.on('close', () => tryAnswer(true));
    socket.on('error', () => tryAnswer(true));
  });
}
