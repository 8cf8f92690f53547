// How the server logs (docs/product/system.md, decision 0075): JSON lines in production and wherever
// the output is not a terminal; readable coloured lines at a terminal outside production. Secrets
// never reach a line: headers, fields and URL parts that carry them are redacted by name, and the
// values of AUTH_SECRET and METRICS_TOKEN are cut out of every line whatever field they hide in.
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { authSecret } from './auth/secret.ts';
import type { Config } from './config.ts';

const CENSOR = '[redacted]';

/** Fields that hold a credential or identify a visitor, at any of the first levels of a log object. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'cookie',
  'authorization',
  'visitorId',
  'visitor_id',
  'sessionId',
  'AUTH_SECRET',
  'METRICS_TOKEN',
];
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  'headers["x-api-key"]',
];

/** Query parameters whose values are credentials (email links, OAuth callbacks). */
const SECRET_QUERY = /^(token|code|state|password|secret|key|auth|session.*|.*token.*)$/i;

/** A request URL fit for a log: credential values in the query and the tokens of links cut out. */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split('?', 2) as [string, string | undefined];
  // A reset link's token and an 'another phone' link's (decision 0086) work like passwords while they live.
  const safePath = path.replace(/(\/reset-password\/|^\/another-phone\/)[^/]+/i, `$1${CENSOR}`);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

type RawRequest = {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  id?: string;
  socket?: { remotePort?: number };
};

const serializers = {
  req: (req: RawRequest) => ({
    method: req.method,
    url: loggableUrl(req.url),
    host: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

export type LogTarget = {
  /** Where lines go instead of stdout (tests). */
  stream?: pino.DestinationStream;
  production?: boolean;
  terminal?: boolean;
};

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/** Fastify's logger options for this configuration. */
export function loggerOptions(
  config: Config,
  { stream, production = isProduction(), terminal = Boolean(process.stdout.isTTY) }: LogTarget = {},
): FastifyServerOptions['logger'] {
  const secrets = [authSecret(config), config.metricsToken].filter(
    (s): s is string => typeof s === 'string' && s.length > 0,
  );
  const pretty = !production && terminal && !stream;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers,
    ...(secrets.length > 0 && {
      hooks: {
        streamWrite: (line: string) =>
          secrets.reduce(
            (text, secret) => (text.includes(secret) ? text.replaceAll(secret, CENSOR) : text),
            line,
          ),
      },
    }),
    ...(stream && { stream }),
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}

/** A line printed before or after the server's logger exists (start-up failures), as a JSON line in production. */
export function printLine(level: 'info' | 'error', text: string, production = isProduction()): void {
  if (!production) {
    (level === 'error' ? console.error : console.log)(text);
    return;
  }
  const logger = pino({ base: undefined }, pino.destination({ dest: level === 'error' ? 2 : 1, sync: true }));
  logger[level](text);
}
