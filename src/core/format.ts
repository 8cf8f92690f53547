// en-AU display formats shared by the screens and the WhatsApp list (docs/product/README.md, docs/product/system.md, booking-rules.md).
import { dateTimeFormat } from './intl-formats.ts';

/** '18:05' → '06:05 pm' (12-hour 'hh:mm am/pm'). */
export function formatTime12(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(h12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** How long a session lasts: the shown range, and the calendar event, end this long after the start. */
export const SESSION_LENGTH_HOURS = 1;

/** The shown range: start to start + 1 hour (docs/product/booking-rules.md). */
export function timeRange(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const end = `${String((h + SESSION_LENGTH_HOURS) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return `${formatTime12(time)} - ${formatTime12(end)}`;
}

function calendarDate(date: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, 12));
}

/** 'DD/MM'. */
export function formatShortDate(date: string): string {
  const [, mo, d] = date.split('-');
  return `${d}/${mo}`;
}

/** 'Tuesday'. */
export function weekdayName(date: string): string {
  return dateTimeFormat({ weekday: 'long', timeZone: 'UTC' }).format(calendarDate(date));
}

/** 'Tuesday, 24 November 2026'. */
export function formatLongDate(date: string): string {
  return dateTimeFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(calendarDate(date));
}

/** An instant as en-AU date and time in the club's zone: '24/11/2026, 06:05 pm'. */
export function formatDateTime(iso: string, timeZone: string): string {
  return dateTimeFormat({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(new Date(iso));
}
