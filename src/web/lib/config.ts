// Runtime settings the server writes into index.html's <meta name="courtside-config"> (no inline
// script: the CSP forbids it). Under `vite dev` the tag is still `{}`, so every field has a default.

export type AppConfig = { appName: string; clubTimeZone: string; publicUrl: string; currency: string };

function readJsonObject(raw: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A broken tag falls back to the defaults rather than a blank page.
    return {};
  }
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

function readConfig(): AppConfig {
  // On the server (entry-server.tsx) the settings are set once by `configure`.
  if (typeof document === 'undefined')
    return { appName: '', clubTimeZone: 'UTC', publicUrl: '', currency: 'AUD' };
  const raw = document.querySelector('meta[name="courtside-config"]')?.getAttribute('content') ?? '{}';
  const settings = readJsonObject(raw);
  return {
    appName: text(settings.appName, 'Tennis Fitness'),
    clubTimeZone: text(settings.clubTimeZone, 'Australia/Sydney'),
    publicUrl: text(settings.publicUrl, window.location.origin),
    currency: text(settings.currency, 'AUD'),
  };
}

export const config: AppConfig = readConfig();
