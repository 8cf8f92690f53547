// Loaded on demand (another-phone-button.tsx): the link and QR code come from the server, so no QR
// code library ever reaches the booking page.
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/form-field.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useLocation } from '../../../lib/router.tsx';
import { toast } from '../../../lib/toast.ts';
import { createDeviceLink } from '../api/create-device-link.ts';

const untilText = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

export function AnotherPhoneDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { pathname } = useLocation();
  const link = useMutation({ mutationFn: createDeviceLink });
  const { mutate, reset } = link;

  // A fresh link each time the dialog opens: each one works once.
  useEffect(() => {
    if (open) mutate(pathname);
    else reset();
  }, [open, pathname, mutate, reset]);

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
      {link.isPending || link.isIdle ? (
        <LoadingState label="Making a link..." />
      ) : link.isError ? (
        <div className="space-y-3">
          <FormMessage tone="error">{failureDescription(link.error)}</FormMessage>
          <Button variant="outline" onClick={() => mutate(pathname)}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Scan this code with the other phone's camera, or send it the link. It works once, until{' '}
            {untilText(link.data.expiresAt)}.
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(link.data.qrSvg)}`}
            alt="QR code of the link for your other phone"
            className="mx-auto size-56 rounded-lg border border-stone-200 bg-white"
          />
          <p className="rounded-lg bg-stone-100 p-3 font-mono text-xs break-all text-stone-800">
            {link.data.url}
          </p>
          <Button className="w-full" onClick={() => void copy(link.data.url)}>
            Copy link
          </Button>
        </div>
      )}
    </Dialog>
  );
}
