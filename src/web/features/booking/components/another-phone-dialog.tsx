// Loaded on demand (another-phone-button.tsx): the link and QR code come from the server, so no QR
// code library ever reaches the booking page.
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { deviceLinkKeeper } from '../device-link-keeper.ts';

/** The link's end in the phone's own time, as the app writes times ('02:15 pm'). */
function untilText(iso: string): string {
  const end = new Date(iso);
  const hhmm = [end.getHours(), end.getMinutes()].map((n) => String(n).padStart(2, '0')).join(':');
  return formatTime12(hhmm);
}

/** Links are kept across opens of the dialog (decision 0180). */
const keeper = deviceLinkKeeper(createDeviceLink);

type Shown = { link: DeviceLink } | { error: unknown; fresh: boolean } | { loading: true };

export function AnotherPhoneDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown>({ loading: true });
  // Each request's answer lands only if it is the latest and the dialog is still open.
  const latest = useRef(0);
  const ask = useCallback(
    (fresh: boolean) => {
      const mine = ++latest.current;
      setShown({ loading: true });
      keeper.linkFor(pathname, fresh).then(
        (link) => mine === latest.current && setShown({ link }),
        (error: unknown) => mine === latest.current && setShown({ error, fresh }),
      );
    },
    [pathname],
  );
  useEffect(() => {
    if (open) ask(false);
    else latest.current++;
  }, [open, ask]);

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
      {'link' in shown ? (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Scan this code with the other phone's camera, or send it the link. It works once, until{' '}
            {untilText(shown.link.expiresAt)}.
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(shown.link.qrSvg)}`}
            alt="QR code of the link for your other phone"
            className="mx-auto size-56 rounded-lg border border-stone-200 bg-white"
          />
          <p className="rounded-lg bg-stone-100 p-3 font-mono text-xs break-all text-stone-800">
            {shown.link.url}
          </p>
          <Button className="w-full" onClick={() => void copy(shown.link.url)}>
            Copy link
          </Button>
          {/* Each link works once: one already used on the other phone is replaced here. */}
          <Button variant="ghost" className="w-full" onClick={() => ask(true)}>
            Used it already? Make a new link
          </Button>
        </div>
      ) : 'error' in shown ? (
        <div className="space-y-3">
          <FormMessage tone="error">{failureDescription(shown.error)}</FormMessage>
          <Button variant="outline" onClick={() => ask(shown.fresh)}>
            Try again
          </Button>
        </div>
      ) : (
        <LoadingState label="Making a link..." />
      )}
    </Dialog>
  );
}
