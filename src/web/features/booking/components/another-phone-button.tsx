import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MountOnceOpen, onDemand, preloadOn } from '../../../components/ui/on-demand.tsx';

const dialog = onDemand(() => import('./another-phone-dialog.tsx').then((m) => m.AnotherPhoneDialog));

/** 'Use on another phone' (decision 0086): its dialog, link and QR code load only when asked for. */
export function AnotherPhoneButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className="text-center">
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} {...preloadOn(dialog.preload)}>
        Use on another phone
      </Button>
      <MountOnceOpen open={open} onLoadFailed={() => setOpen(false)}>
        <dialog.Component open={open} onOpenChange={setOpen} />
      </MountOnceOpen>
    </div>
  );
}
