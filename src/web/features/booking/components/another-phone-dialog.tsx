// Loaded on demand (another-phone-button.tsx): the link and QR code come from the server, so no QR
// code library ever reaches the booking page.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatTime12 } from '#core/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useLocation } from '../../../lib/router.tsx';
import { toast } from '../../../lib/toast.ts';
import { createDeviceLink, type DeviceLink } from '../api/create-device-link.ts';

/** The link's end in the phone's own time, as the app writes times ('02:15 pm'). */
function untilText(iso: string): string {
  const end = new Date(iso);
  const hhmm = [end.getHours(), end.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return formatTime12(hhmm);
}

/**
 * The link made last, shown again when the dialog reopens while it has a while to run: opening the
 * dialog made a new one each time, and after ten in an hour the limit refused more (decision 0180).
 */
let kept: { from: string; link: DeviceLink } | undefined;
const KEEP_SHOWING_MS = 5 * 60_000;
const keptLinkFor = (from: string) =>
  kept && kept.from === from && Date.parse(kept.link.expiresAt) - Date.now() >= KEEP_SHOWING_MS
    ? kept.link
    : undefined;

export function AnotherPhoneDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { pathname } = useLocation();
  const link = useMutation({
    mutationFn: createDeviceLink,
    onSuccess: (made, from) => {
      kept = { from, link: made };
    },
  });
  const { mutate, reset } = link;
  const [reused, setReused] = useState<DeviceLink>();

  useEffect(() => {
    if (!open) {
      reset();
      setReused(undefined);
      return;
    }
    const still = keptLinkFor(pathname);
    if (still) setReused(still);
    else mutate(pathname);
  }, [open, pathname, mutate, reset]);

  const shown = link.isPending ? undefined : (link.data ?? reused);
  // Each link works once: a link already used on the other phone is replaced here.
  const makeNew = () => {
    setReused(undefined);
    mutate(pathname);
  };

  const copy = async (url: string) => {
    try {
      await copyText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Could not copy the link', { description: 'Select it and copy it yourself.' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Use on another phone"
      description="Your other phone will show your bookings, marked Your booking, and can cancel them. This phone keeps them too."
    >
      {shown ? (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Scan this code with the other phone's camera, or send it the link. It works once, until{' '}
            {untilText(shown.expiresAt)}.
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(shown.qrSvg)}`}
            alt="QR code of the link for your other phone"
            className="mx-auto size-56 rounded-lg border border-stone-200 bg-white"
          />
          <p className="rounded-lg bg-stone-100 p-3 font-mono text-xs break-all text-stone-800">
            {shown.url}
          </p>
          <Button className="w-full" onClick={() => void copy(shown.url)}>
            Copy link
          </Button>
          <Button variant="ghost" className="w-full" onClick={makeNew}>
            Used it already? Make a new link
          </Button>
        </div>
      ) : link.isError ? (
        <div className="space-y-3">
          <FormMessage tone="error">{failureDescription(link.error)}</FormMessage>
          <Button variant="outline" onClick={() => mutate(pathname)}>
            Try again
          </Button>
        </div>
      ) : (
        <LoadingState label="Making a link..." />
      )}
    </Dialog>
  );
}
