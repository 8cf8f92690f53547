// The runtime settings the server gives the web app: written into index.html's
// <meta name="courtside-config"> (decision 0006) and handed to the server renderer (decision 0033).
import type { QuietHours } from './reminders.ts';

export type WebSettings = {
  appName: string;
  clubTimeZone: string;
  publicUrl: string;
  currency: string;
  /** REMINDER_HOURS: how long before the start a confirmed booking is reminded; 0 = never (decision 0170). */
  reminderHours: number;
  /** QUIET_HOURS, which hold a reminder back (decision 0081): null for none. */
  reminderQuiet: QuietHours | null;
};

/** The defaults of APP_NAME, CLUB_TIMEZONE and CURRENCY: the server's config and the web app's fallback. */
export const SETTING_DEFAULTS = {
  appName: 'Tennis Fitness',
  clubTimeZone: 'Australia/Sydney',
  currency: 'AUD',
} as const satisfies Omit<WebSettings, 'publicUrl' | 'reminderHours' | 'reminderQuiet'>;
