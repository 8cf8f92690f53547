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

/** The settings tag's content, as an object ({} when missing or broken). */
export const readSettingsTag = (): Record<string, unknown> =>
  readJsonObject(document.querySelector('meta[name="courtside-config"]')?.getAttribute('content') ?? '{}');

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** The settings every page needs at once; the reminders' are read where they are used (reminder-settings.ts). */
type FirstLoadSettings = Omit<WebSettings, 'reminderHours' | 'reminderQuiet'>;

function readConfig(): FirstLoadSettings {
  // On the server (entry-server.tsx) the settings are set once by `configure`.
  if (typeof document === 'undefined')
    return {
      appName: '',
      clubTimeZone: 'UTC',
      publicUrl: '',
      currency: SETTING_DEFAULTS.currency,
    };
  const settings = readSettingsTag();
  return {
    appName: text(settings.appName, SETTING_DEFAULTS.appName),
    clubTimeZone: text(settings.clubTimeZone, SETTING_DEFAULTS.clubTimeZone),
    publicUrl: text(settings.publicUrl, window.location.origin),
    currency: text(settings.currency, SETTING_DEFAULTS.currency),
  };
}

export const config: FirstLoadSettings = readConfig();
