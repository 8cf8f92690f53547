import { type FormEvent, useEffect, useId, useState } from 'react';
import { alreadyBookedNote, MAX_NAME_LENGTH, validateSingleName } from '#core/names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';

type BookingNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  initialName?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Called with the checked, normalised name. */
  onSubmit: (name: string) => void;
  /** The session's other active bookings' names: a name among them is pointed out (decision 0175). */
  bookedNames: readonly string[];
};

/**
 * One Name field for adding or renaming a booking (docs/product/validation.md Admin add/edit): Enter submits, a blank
 * or invalid name is refused here with the server's own rule, before any call.
 */
export function BookingNameDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName = '',
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  bookedNames,
}: BookingNameDialogProps) {
  const fieldId = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setError(undefined);
  }, [open, initialName]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validateSingleName(name);
    if (!checked.ok) {
      setError(checked.error);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSubmit(checked.names[0] as string);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          id={fieldId}
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="words"
          enterKeyHint="done"
          required
          maxLength={MAX_NAME_LENGTH}
          hint={alreadyBookedNote(name, bookedNames)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
