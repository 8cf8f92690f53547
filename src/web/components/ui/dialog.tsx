import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { focusFirstField } from './first-field-focus.ts';
import { useReturnFocus } from './return-focus.ts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** A Radix modal dialog in the house style, scrollable on small screens, with a labelled close button. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl cramped:w-[calc(100vw-1rem)] cramped:p-3 sm:p-6"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold text-stone-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-1 -mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-stone-700">
              {description}
            </RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
