// Environment → typed configuration (docs/product/system.md). One clear message per bad value.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { parseQuietHours, QUIET_HOURS_ERROR, type ReminderRule } from '#core/reminders.ts';
import { SETTING_DEFAULTS } from '#core/web-settings.ts';

const MAX_REMINDER_HOURS = 336;
const REMINDER_HOURS_ERROR = `must be a number of hours from 0 to ${MAX_REMINDER_HOURS} (decimals allowed; 0 = no reminders)`;

const intFrom = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const isCurrency = (code: string) => {
  try {
    new Intl.NumberFormat('en-AU', { style: 'currency', currency: code });
    return true;
  } catch {
    return false;
  }
};

/** The environment variables, their checks and defaults (docs/product/system.md). */
const envSchema = z.object({
  PORT: intFrom(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for the built-in SQLite)')
    .optional(),
  APP_NAME: z.string().min(1).max(60).default(SETTING_DEFAULTS.appName),
  CLUB_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'is not a known IANA time zone')
    .default(SETTING_DEFAULTS.clubTimeZone),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as AUD')
    .refine(isCurrency, 'is not a currency this Node.js knows')
    .default(SETTING_DEFAULTS.currency),
  ADMIN_EMAILS: z.string().default(''),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  PUSH_ALLOWED_HOSTS: z.string().default(''),
  RATE_LIMIT_IP_PER_MIN: intFrom(1, 1_000_000).default(600),
  RATE_LIMIT_VISITOR_PER_MIN: intFrom(1, 1_000_000).default(30),
  RATE_LIMIT_NEW_VISITORS_PER_MIN: intFrom(1, 1_000_000).default(120),
  WAITING_LIST_MAX: intFrom(0, 1000).optional(),
  RATE_LIMIT_MAIL_IP_PER_HOUR: intFrom(1, 1_000_000).default(30),
  RATE_LIMIT_PUSH_SUBSCRIBE_IP_PER_HOUR: intFrom(1, 1_000_000).default(30),
  RATE_LIMIT_DEVICE_LINKS_PER_HOUR: intFrom(1, 1_000_000).default(10),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/,
      'must be false, true, a number of proxy hops, or proxy addresses (comma-separated IPs or CIDRs)',
    )
    .default('false'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  REMINDER_HOURS: z
    .string()
    .regex(/^\d{1,3}(\.\d+)?$/, REMINDER_HOURS_ERROR)
    .transform(Number)
    .refine((h) => h <= MAX_REMINDER_HOURS, REMINDER_HOURS_ERROR)
    .default(26),
  // Empty is kept (not "unset"): it means no quiet hours.
  QUIET_HOURS: z
    .string()
    .refine((s) => parseQuietHours(s) !== undefined, QUIET_HOURS_ERROR)
    .default('22-07'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {}

function trustProxySetting(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

/** The configuration the app reads: the checked environment in the app's own words. */
const configSchema = envSchema.transform((e) => {
  const reminders: ReminderRule = {
    hours: e.REMINDER_HOURS,
    quiet: parseQuietHours(e.QUIET_HOURS) ?? null,
    timeZone: e.CLUB_TIMEZONE,
  };
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    appName: e.APP_NAME,
    clubTimeZone: e.CLUB_TIMEZONE,
    /** ISO 4217 code every price and fee is in (docs/product/booking-rules.md money). */
    currency: e.CURRENCY,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    /** Unset: one is generated once into DATA_DIR (auth/secret.ts). */
    authSecret: e.AUTH_SECRET,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuerUrl: e.GOOGLE_ISSUER_URL,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    /** Push service hosts allowed besides the known ones (comma-separated; decision 0053). */
    pushAllowedHosts: e.PUSH_ALLOWED_HOSTS,
    /** The bearer token GET /metrics asks for; unset, /metrics is not served (decision 0074). */
    metricsToken: e.METRICS_TOKEN,
    rateLimit: {
      ipPerMinute: e.RATE_LIMIT_IP_PER_MIN,
      visitorPerMinute: e.RATE_LIMIT_VISITOR_PER_MIN,
      newVisitorsPerMinute: e.RATE_LIMIT_NEW_VISITORS_PER_MIN,
      mailIpPerHour: e.RATE_LIMIT_MAIL_IP_PER_HOUR,
      /** Visitors' push subscriptions accepted per client IP per hour (decision 0054). */
      pushSubscribeIpPerHour: e.RATE_LIMIT_PUSH_SUBSCRIBE_IP_PER_HOUR,
      /** 'Use on another phone' links a visitor may make per hour; ten times that per client IP (decision 0086). */
      deviceLinksPerHour: e.RATE_LIMIT_DEVICE_LINKS_PER_HOUR,
    },
    /** One waiting-list cap for every session; unset, each session's cap is its capacity. */
    waitingListMax: e.WAITING_LIST_MAX,
    logLevel: e.LOG_LEVEL,
    /** Booking reminders (decision 0081): REMINDER_HOURS before the start, held back by QUIET_HOURS. */
    reminders,
    /**
     * Behind a reverse proxy, the client IP comes from X-Forwarded-For: trusting every hop (true), the
     * last N hops, or the proxies at these addresses (decision 0028).
     */
    trustProxy: trustProxySetting(e.TRUST_PROXY),
  };
});

export type Config = z.output<typeof configSchema>;

/** Reads the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in a .env file mean "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => v !== undefined && (v !== '' || k === 'QUIET_HOURS')),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
