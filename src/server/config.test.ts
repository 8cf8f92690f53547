import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('reminder settings (decision 0081)', () => {
  it('default to 26 hours before the start, quiet 22-07 in the club zone', () => {
    expect(loadConfig({ CLUB_TIMEZONE: 'Europe/London' }).reminders).toEqual({
      hours: 26,
      quiet: { from: 22, to: 7 },
      timeZone: 'Europe/London',
    });
  });

  it('take decimal hours, 0 = off, and an empty QUIET_HOURS = none', () => {
    expect(loadConfig({ REMINDER_HOURS: '1.5', QUIET_HOURS: '' }).reminders).toMatchObject({
      hours: 1.5,
      quiet: null,
    });
    expect(loadConfig({ REMINDER_HOURS: '0', QUIET_HOURS: '13-15' }).reminders).toMatchObject({
      hours: 0,
      quiet: { from: 13, to: 15 },
    });
  });

  it.each([
    ['REMINDER_HOURS', '-1', /REMINDER_HOURS: must be a number of hours from 0 to 336/],
    ['REMINDER_HOURS', 'soon', /REMINDER_HOURS: must be a number of hours/],
    ['REMINDER_HOURS', '337', /REMINDER_HOURS: must be a number of hours/],
    ['QUIET_HOURS', '22:00-07:00', /QUIET_HOURS: must be two club-time hours HH-HH \(e\.g\. 22-07\)/],
    ['QUIET_HOURS', '07-07', /QUIET_HOURS: must be two club-time hours/],
  ])('refuse %s=%s with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
