// A real SMTP server on a loopback port that keeps every message it receives, parsed: the app's
// mailer (nodemailer over SMTP_URL) talks to it exactly as it would to the club's mail relay.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SentMail = {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** Every http(s) URL in the text body, in order. */
  links: string[];
};

export type SmtpSink = {
  /** smtp://127.0.0.1:PORT — the value for SMTP_URL. */
  url: string;
  messages: SentMail[];
  /** Resolves with the first message (already received or arriving) that matches, or rejects. */
  waitFor: (match: (mail: SentMail) => boolean, timeoutMs?: number) => Promise<SentMail>;
  /**
   * The newest message to `email` whose text contains `containing`, waiting for the first one when
   * none has arrived yet.
   */
  latestTo: (email: string, containing: string, timeoutMs?: number) => Promise<SentMail>;
  close: () => Promise<void>;
};

/** Mail to an address at this domain is refused, as a real relay refuses an unknown mailbox. */
export const REFUSED_DOMAIN = 'refused.test';

/** `port` 0 (the default) takes any free port; the browser journeys use a fixed one. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SentMail[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Like a relay that knows no such mailbox: a message to REFUSED_DOMAIN is refused.
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: typeof session.envelope.mailFrom === 'object' ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  const waitFor = (match: (mail: SentMail) => boolean, timeoutMs = 10_000) =>
    new Promise<SentMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no matching email within ${timeoutMs} ms (received: ${messages.length})`));
      }, timeoutMs);
      if (!check()) waiters.add(wake);
    });

  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    waitFor,
    latestTo: async (email, containing, timeoutMs) => {
      const key = email.toLowerCase();
      const match = (m: SentMail) => m.to.includes(key) && m.text.includes(containing);
      await waitFor(match, timeoutMs);
      return messages.filter(match).at(-1) as SentMail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
