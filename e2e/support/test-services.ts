// The real local services the browser journeys sign in through, started by Playwright before the app
// (its first webServer) because the app fetches the OIDC discovery document at start-up:
//  - an SMTP sink (the app's SMTP_URL) that keeps every message, parsed;
//  - an OpenID Connect issuer standing in for Google (the app's GOOGLE_ISSUER_URL);
//  - a small control server the specs talk to: GET /health, GET /mails (every mail received, oldest
//    first: { to, from, subject, text, links }), POST /identity { email, name } (who the next Google
//    sign-ins are; the subject id follows the email).
// The same helpers as the API tests (tests/support), on fixed loopback ports.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startOidcServer } from '../../tests/support/oidc-server.ts';
import { startSmtpSink } from '../../tests/support/smtp-sink.ts';
import { CONTROL_PORT, OIDC_PORT, SMTP_PORT } from './env.ts';

/** Google's subject id for an email: the same person signs in as the same Google account. */
const subFor = (email: string) => `google-${email.toLowerCase()}`;

const smtp = await startSmtpSink(SMTP_PORT);
const oidc = await startOidcServer(
  { sub: subFor('nobody@gmail.example'), email: 'nobody@gmail.example', name: 'Nobody', emailVerified: true },
  OIDC_PORT,
);

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
  void Promise.allSettled([smtp.close(), oidc.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
