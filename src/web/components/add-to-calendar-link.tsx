import { CalendarPlus } from 'lucide-react';
import { buttonClasses } from './ui/button.tsx';

type Props = { link: string; className?: string; 'aria-describedby'?: string };

/** Where a published session's .ics is served (decision 0034). */
export const calendarFileUrl = (link: string) =>
  `/api/sessions/by-link/${encodeURIComponent(link)}/calendar.ics`;

/** The session's .ics (decision 0034), saved by the browser and opened by the phone's calendar. */
export function AddToCalendarLink({ link, className, ...rest }: Props) {
  return (
    <a href={calendarFileUrl(link)} download className={buttonClasses('outline', 'sm', className)} {...rest}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </a>
  );
}
