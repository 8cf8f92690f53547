// The reminders' settings (decision 0170), read from the courtside-config tag where they are used:
// only the on-demand parts of the booking page need them, not its first load.
import type { WebSettings } from '#core/web-settings.ts';
import { readSettingsTag } from './config.ts';

function readReminders(): Pick<WebSettings, 'reminderHours' | 'reminderQuiet'> {
  const settings = typeof document === 'undefined' ? {} : readSettingsTag();
  const q = settings.reminderQuiet as { from?: unknown; to?: unknown } | null | undefined;
  return {
    reminderHours: typeof settings.reminderHours === 'number' ? settings.reminderHours : 0,
    reminderQuiet:
      typeof q?.from === 'number' && typeof q.to === 'number' ? { from: q.from, to: q.to } : null,
  };
}

export const reminders = readReminders();
