// The real local services the browser journeys sign in through, started by Playwright before the app
// (its first webServer) because the app fetches the OIDC discovery document at start-up:
//  - an SMTP sink (the app's SMTP_URL) that keeps every message, parsed;
//  - an OpenID Connect issuer standing in for Google (the app's GOOGLE_ISSUER_URL);
//  - a push service (HTTPS, its certificate in PUSH_CA_FILE for the app to trust);
//  - a small control server the specs talk to: GET /health, GET /mails (every mail received, oldest
//    first: { to, from, subject, text, links }), POST /identity { email, name } (who the next Google
//    sign-ins are; the subject id follows the email), POST /push/subscriptions (a browser's
//    subscription at the push service: { id, subscription }), GET /push/{id} (what arrived for it,
//    decrypted with that subscription's keys).
// The same helpers as the API tests (tests/support), on fixed loopback ports.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { startOidcServer } from '../../tests/support/oidc-server.ts';
import { type BrowserSubscription, startPushService } from '../../tests/support/push-service.ts';
import { startSmtpSink } from '../../tests/support/smtp-sink.ts';
import { CONTROL_PORT, OIDC_PORT, PUSH_CA_FILE, PUSH_PORT, SMTP_PORT } from './env.ts';

/** Google's subject id for an email: the same person signs in as the same Google account. */
const subFor = (email: string) => `google-${email.toLowerCase()}`;

const smtp = await startSmtpSink(SMTP_PORT);
const oidc = await startOidcServer(
  { sub: subFor('nobody@gmail.example'), email: 'nobody@gmail.example', name: 'Nobody', emailVerified: true },
  OIDC_PORT,
);

const push = await startPushService(PUSH_PORT);
mkdirSync(path.dirname(PUSH_CA_FILE), { recursive: true });
copyFileSync(push.caFile, PUSH_CA_FILE);
const subscriptions = new Map<string, BrowserSubscription>();

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

const control = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://control').pathname;
  if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true, issuer: oidc.issuer });
  if (req.method === 'GET' && path === '/mails') {
    return send(
      res,
      200,
      smtp.messages.map(({ to, from, subject, text, links }) => ({ to, from, subject, text, links })),
    );
  }
  if (req.method === 'POST' && path === '/push/subscriptions') {
    const sub = push.subscribe();
    subscriptions.set(sub.id, sub);
    return send(res, 200, { id: sub.id, subscription: sub.subscription });
  }
  const pushed = /^\/push\/([\w-]+)$/.exec(path);
  if (req.method === 'GET' && pushed) {
    const sub = subscriptions.get(pushed[1] ?? '');
    if (!sub) return send(res, 404, { error: 'unknown subscription' });
    return send(
      res,
      200,
      push.received.filter((r) => r.id === sub.id).map((r) => sub.decrypt(r.body)),
    );
  }
  if (req.method === 'POST' && path === '/identity') {
    readJson(req)
      .then((body) => {
        const { email, name } = (body ?? {}) as { email?: unknown; name?: unknown };
        if (typeof email !== 'string' || !email.includes('@')) return send(res, 400, { error: 'email' });
        oidc.identity = {
          sub: subFor(email),
          email,
          name: typeof name === 'string' && name ? name : email,
          emailVerified: true,
        };
        send(res, 200, oidc.identity);
      })
      .catch(() => send(res, 400, { error: 'invalid JSON' }));
    return;
  }
  send(res, 404, { error: 'not found' });
});
await new Promise<void>((resolve, reject) => {
  control.once('error', reject);
  control.listen(CONTROL_PORT, '127.0.0.1', () => resolve());
});
console.log(`test services: SMTP ${smtp.url}, OIDC ${oidc.issuer}, control http://127.0.0.1:${CONTROL_PORT}`);

const stop = () => {
  control.close();
  void Promise.allSettled([smtp.close(), oidc.close(), push.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
