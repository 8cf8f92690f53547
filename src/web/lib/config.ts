// Runtime settings the server writes into index.html's <meta name="courtside-config"> (no inline
// script: the CSP forbids it). Under `vite dev` the tag is still `{}`, so every field has a default:
// the server's own (core/web-settings.ts).
import { SETTING_DEFAULTS, type WebSettings } from '#core/web-settings.ts';

function readJsonObject(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A broken tag falls back to the defaults rather than a blank page.
    return {};
  }
}

const quietHours = (value: unknown): WebSettings['reminderQuiet'] => {
  const q = value as { from?: unknown; to?: unknown } | null;
  return typeof q?.from === 'number' && typeof q.to === 'number' ? { from: q.from, to: q.to } : null;
};

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

function readConfig(): WebSettings {
  // On the server (entry-server.tsx) the settings are set once by `configure`.
  if (typeof document === 'undefined')
    return {
      appName: '',
      clubTimeZone: 'UTC',
      publicUrl: '',
      currency: SETTING_DEFAULTS.currency,
      reminderHours: 0,
      reminderQuiet: null,
    };
  const raw = document.querySelector('meta[name="courtside-config"]')?.getAttribute('content') ?? '{}';
  const settings = readJsonObject(raw);
  return {
    appName: text(settings.appName, SETTING_DEFAULTS.appName),
    clubTimeZone: text(settings.clubTimeZone, SETTING_DEFAULTS.clubTimeZone),
    publicUrl: text(settings.publicUrl, window.location.origin),
    currency: text(settings.currency, SETTING_DEFAULTS.currency),
    reminderHours: typeof settings.reminderHours === 'number' ? settings.reminderHours : 0,
    reminderQuiet: quietHours(settings.reminderQuiet),
  };
}

export const config: WebSettings = readConfig();
