import { Ban, Copy, MessageCircle, RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatLongDate, formatTime12 } from '#core/format.ts';
import type { SessionDto } from '#core/schemas.ts';
import { canceledSessionText, MAX_CANCEL_REASON_LENGTH } from '#core/session-cancel.ts';
import { whatsappShareUrl } from '#core/whatsapp-share.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { toast } from '../../../lib/toast.ts';
import { useCancelSession, useRestoreSession } from '../api/cancel-session.ts';

type Props = { session: SessionDto; isPast: boolean };

/**
 * A rained-off session on the admin card (decision 0080): once canceled, the reason, the WhatsApp
 * text to copy or share, and 'Restore'. 'Cancel session' itself is in the card's More menu.
 */
export function SessionCancelPanel({ session, isPast }: Props) {
  if (!session.canceled) return null;
  return <CanceledNotice session={{ ...session, canceled: session.canceled }} isPast={isPast} />;
}

function CanceledNotice({
  session,
  isPast,
}: {
  session: SessionDto & { canceled: NonNullable<SessionDto['canceled']> };
  isPast: boolean;
}) {
  const text = canceledSessionText(session);
  const restore = useRestoreSession({
    // Restoring sends nothing (docs/product/notifications.md): the admin is told, so the group hears it.
    onSuccess: () =>
      toast.success('Session restored', {
        description: 'Players were not told: share the news in the group.',
      }),
    onError: (error) => toast.error('Error restoring session', { description: failureDescription(error) }),
  });
  const copy = async () => {
    try {
      await copyText(text);
      toast.success('Text copied!', { description: 'Paste it into the WhatsApp group.' });
    } catch {
      toast.error('Copy failed - Unable to copy text.');
    }
  };
  return (
    <section
      aria-label={`${session.title} is canceled`}
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-950"
    >
      <p className="flex items-center gap-2 font-bold">
        <Ban className="size-4 shrink-0" aria-hidden="true" />
        Canceled
      </p>
      <p className="text-sm break-words">
        <span className="font-semibold">Reason:</span> {session.canceled.reason}
      </p>
      {!isPast && (
        <>
          <p className="rounded-lg bg-white p-2 text-sm break-words text-stone-900">{text}</p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="outline" size="sm" onClick={() => void copy()}>
              <Copy className="size-4" aria-hidden="true" />
              Copy Text
            </Button>
            <a
              href={whatsappShareUrl(text)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'sm')}
              aria-label="Share cancel text to WhatsApp"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              Share Text
            </a>
            <Button
              variant="outline"
              size="sm"
              className="col-span-2"
              disabled={restore.isPending}
              onClick={() => restore.mutate(session.id)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Restore
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** The reason dialog behind the card menu's 'Cancel session' (decision 0080). */
export function CancelSessionDialog({
  session,
  open,
  onOpenChange: setOpen,
}: {
  session: SessionDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const cancel = useCancelSession({
    onSuccess: () => {
      setOpen(false);
      setReason('');
      toast.success('Session canceled', { description: 'Everyone booked with notifications on is told.' });
    },
    onError: (e) => setError(failureDescription(e)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Please give a reason.');
      return focusFirstInvalid(event.currentTarget);
    }
    setError(undefined);
    cancel.mutate({ id: session.id, reason: reason.trim() });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`Cancel ${session.title}?`}
      // Its date first: the weeks of a series share one title, and a review could not tell them apart.
      description={`${formatLongDate(session.date)}, ${formatTime12(session.time)}. It stays listed as canceled with your reason and takes no bookings. Everyone booked is notified. You can restore it.`}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          id={fieldId}
          label="Reason"
          placeholder="e.g. Rain"
          hint={`Shown to players; up to ${MAX_CANCEL_REASON_LENGTH} characters.`}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          value={reason}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Keep session
          </Button>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            Cancel session
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
