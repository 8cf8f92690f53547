// The Radix dialogs the public pages show only after a click, as on-demand chunks: Radix's focus
// trap, scroll lock and portal stay out of the first load (decision 0030).
import type { ComponentProps } from 'react';
import type { ConfirmDialog } from './confirm-dialog.tsx';
import type { Dialog } from './dialog.tsx';
import { MountOnceOpen, onDemand } from './on-demand.tsx';

const confirmDialog = onDemand(() => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog));
const dialog = onDemand(() => import('./dialog.tsx').then((m) => m.Dialog));

export const preloadConfirmDialog = confirmDialog.preload;
export const preloadDialog = dialog.preload;

export function ConfirmDialogOnDemand(props: ComponentProps<typeof ConfirmDialog>) {
  return (
    <MountOnceOpen open={props.open} onLoadFailed={() => props.onOpenChange(false)}>
      <confirmDialog.Component {...props} />
    </MountOnceOpen>
  );
}

export function DialogOnDemand(props: ComponentProps<typeof Dialog>) {
  return (
    <MountOnceOpen open={props.open} onLoadFailed={() => props.onOpenChange(false)}>
      <dialog.Component {...props} />
    </MountOnceOpen>
  );
}
