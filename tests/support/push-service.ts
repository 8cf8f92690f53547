// A local push service: an HTTPS server (self-signed certificate, trusted by the app only through the
// agent given to it) that keeps what it receives, and browser-side subscription keys that decrypt a
// message the way a browser does (RFC 8291, aes128gcm), so tests read the real payload.
import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Received = {
  id: string;
  /** The request's path, as the sender wrote it. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
};
/** How the service answers one subscription: a status, or never (the request hangs). */
export type Behaviour = number | 'hang';

export type BrowserSubscription = {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  decrypt: (body: Buffer) => unknown;
};

export type PushService = {
  /** `127.0.0.1:PORT`, for PUSH_ALLOWED_HOSTS. */
  host: string;
  port: number;
  /** TCP connections the service accepted, whether or not a request came over them. */
  connections: () => number;
  agent: Agent;
  /** The certificate as a PEM file, for a server process (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  received: Received[];
  /**
   * A browser's subscription at this service, with the keys to read what arrives for it; `host`
   * names the service another way (`localhost:PORT`: the certificate is valid for that name too).
   */
  subscribe: (host?: string) => BrowserSubscription;
  answer: (id: string, ...behaviours: Behaviour[]) => void;
  /** Stops listening (senders get 'connection refused') until `online`. */
  offline: () => Promise<void>;
  online: () => Promise<void>;
  /** Drops every request the service is holding ('hang'): the sender sees a broken connection. */
  dropHanging: () => void;
  /** Resolves with the messages for `id` once `count` have arrived. */
  waitFor: (id: string, count?: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => Promise<void>;
};

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
}

/** RFC 8291 + RFC 8188 (one record): what a browser does with an aes128gcm push message. */
function decryptFor(uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end);
}

/** Checks the VAPID header (RFC 8292): a JWT for this service, signed with the key it names. */
export function vapidOf(headers: Received['headers']): {
  publicKey: string;
  claims: Record<string, unknown>;
} {
  const header = String(headers.authorization ?? '');
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}

/** `port` 0 (the default) takes any free port; the browser journeys use a fixed one. */
export async function startPushService(fixedPort = 0): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  const { key, cert } = selfSignedCertificate(dir);
  const received: Received[] = [];
  const behaviours = new Map<string, Behaviour[]>();
  const waiters = new Set<() => void>();
  const hanging = new Set<() => void>();

  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      const entry = { id, path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push({ ...entry, at: Date.now() });
      for (const wake of waiters) wake();
      const queue = behaviours.get(id) ?? [];
      const behaviour = queue.length > 1 ? queue.shift() : queue[0];
      if (behaviour === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      res.writeHead(behaviour ?? 201).end();
    });
  });
  let connections = 0;
  server.on('connection', () => {
    connections++;
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const end of hanging) end();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen(fixedPort);
  const port = (server.address() as AddressInfo).port;
  const host = `127.0.0.1:${port}`;

  return {
    host,
    port,
    connections: () => connections,
    agent: new Agent({ ca: cert }),
    caFile: path.join(dir, 'cert.pem'),
    received,
    subscribe: (serviceHost = host) => {
      const id = randomUUID();
      const ua = createECDH('prime256v1');
      ua.generateKeys();
      const auth = randomBytes(16);
      return {
        id,
        subscription: {
          endpoint: `https://${serviceHost}/push/${id}`,
          keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        decrypt: (body) => JSON.parse(decryptFor(ua, auth, body).toString('utf8')),
      };
    },
    answer: (id, ...list) => behaviours.set(id, list),
    dropHanging: () => {
      for (const end of hanging) end();
      hanging.clear();
    },
    waitFor: (id, count = 1, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mine = received.filter((r) => r.id === id);
          if (mine.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(mine);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`${received.filter((r) => r.id === id).length} of ${count} pushes for ${id} arrived`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    offline: stopListening,
    online: () => listen(port),
    close: async () => {
      if (server.listening) await stopListening();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
